import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema/index.ts';

/**
 * The JWT key when JWT_SECRET is unset: generated once and kept in the database, so a restart keeps
 * everyone signed in and every API node sharing the database signs with the same key.
 */
export async function loadOrCreateJwtSecret(db: Db): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  if (!row) throw new Error('jwt_secret setting missing after insert');
  return row.value;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The Web Push (VAPID) key pair when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are unset: generated once and
 * kept in the database, so subscriptions made against it stay valid across restarts and nodes.
 */
export async function loadOrCreateVapidKeys(db: Db): Promise<VapidKeys> {
  await db
    .insert(appSettings)
    .values({ key: 'vapid_keys', value: JSON.stringify(webpush.generateVAPIDKeys()) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'vapid_keys'));
  if (!row) throw new Error('vapid_keys setting missing after insert');
  return JSON.parse(row.value) as VapidKeys;
}
