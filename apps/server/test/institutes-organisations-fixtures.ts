import type { OrganisationRequestInput } from '@abhyas/core';
import { afterAll, beforeAll, vi } from 'vitest';
import { bearer, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** What the organisation request and platform-admin tests share: the app, a platform admin, calls. */
export let t: TestApp;
export let platformAdmin: Record<string, string>;
/** Every push the app tried to send, recorded instead of sent. */
export const pushes: { userIds: readonly string[]; title: string; body: string; url: string }[] = [];

export function useOrganisationsApp() {
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
    const admin = await createUser(t.database.db, { role: 'admin', name: 'Priya Verma' });
    platformAdmin = bearer((await signIn(t.app, admin.username)).token);
    vi.spyOn(t.app.deps.push, 'send').mockImplementation(async (userIds, message) => {
      pushes.push({ userIds, ...message });
      return { sent: userIds.length, removed: 0 };
    });
  });
  afterAll(() => t?.close());
}

export type Method = 'GET' | 'POST';
export const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A valid "Register Your Institute" form. */
export const requestInput = (over: Partial<OrganisationRequestInput> = {}): OrganisationRequestInput => ({
  name: 'Gyan Path Coaching, Varanasi',
  kind: 'coaching',
  city: 'Varanasi',
  state: 'UP',
  contactName: 'Suresh Yadav',
  phone: '98765 43210',
  email: 'Contact@GyanPath.in',
  expectedStudents: 250,
  ...over,
});

/** A signed-in account of no institute (or of `over.organizationId`), with its headers. */
export async function person(over: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.database.db, over);
  const session = await signIn(t.app, user.username);
  return { user, headers: bearer(session.token), refreshToken: session.refreshToken };
}

/** Submits a request as `headers`, failing the test unless it is accepted. */
export async function submit(headers: Record<string, string>, over: Partial<OrganisationRequestInput> = {}) {
  const res = await call('POST', '/api/organisation-requests', headers, requestInput(over));
  if (res.statusCode !== 201) throw new Error(`request refused: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string };
}

/** The claims of an access token (its middle part). */
export const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
