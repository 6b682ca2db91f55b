import { randomUUID } from 'node:crypto';
import type { AuthResponse } from '@abhyas/core';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { organisations, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';

export const PASSWORD = 'Pariksha#2026';
let hashed: Promise<string> | undefined;

export async function createOrganisation(db: Db, name = 'Saraswati Coaching Centre') {
  const [org] = await db
    .insert(organisations)
    .values({ name, slug: `org-${randomUUID().slice(0, 8)}` })
    .returning();
  if (!org) throw new Error('no organisation');
  return org;
}

export async function createUser(
  db: Db,
  over: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  const suffix = randomUUID().slice(0, 8);
  const { password, ...rest } = over;
  hashed ??= hashPassword(PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      name: 'Sita Devi',
      username: `user_${suffix}`,
      email: `user_${suffix}@example.in`,
      passwordHash: password ? await hashPassword(password) : await hashed,
      ...rest,
    })
    .returning();
  if (!user) throw new Error('no user');
  return user;
}

export async function signIn(app: App, identifier: string, password = PASSWORD): Promise<AuthResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { identifier, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
