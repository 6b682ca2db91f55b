import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchMembers, organisationInvites, users } from '../src/db/schema/index.ts';
import { bearer, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { createBatch, twoInstitutes } from './institute-factories.ts';

/** Invites: a code and a link that join the institute (docs/institutes.md, "Invites"). */
let t: TestApp;
let cast: Awaited<ReturnType<typeof twoInstitutes>>;

beforeAll(async () => {
  t = await createTestApp();
  cast = await twoInstitutes(t.app, t.database.db);
});
afterAll(() => t.close());

const asAdminA = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/organisations/${cast.orgA}/${url}`,
    headers: bearer(cast.tokens.adminA),
    ...(payload ? { payload } : {}),
  });
const invite = async (payload: object = {}) => (await asAdminA('POST', 'invites', payload)).json().invite;
/** A signed-in person of no institute. */
const newcomer = async () => {
  const user = await createUser(t.database.db, { name: 'नया छात्र' });
  return { user, token: (await signIn(t.app, user.username)).token };
};
const preview = (token: string, code: string) =>
  t.app.inject({ method: 'GET', url: `/api/invites/${code}`, headers: bearer(token) });
const join = (token: string, code: string) =>
  t.app.inject({ method: 'POST', url: `/api/invites/${code}/join`, headers: bearer(token) });
const rowOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('invites', () => {
  it('makes a short unambiguous code that expires in 14 days by default', async () => {
    const res = await asAdminA('POST', 'invites', {});
    expect(res.statusCode).toBe(201);
    const made = res.json().invite;
    expect(made.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(made).toMatchObject({ role: 'member', batch: null, uses: 0, maxUses: 100, revokedAt: null });
    expect(made.expiresAt).toBe('2026-12-06T10:00:00.000Z');
    expect((await asAdminA('GET', 'invites')).json().data[0].id).toBe(made.id);
  });

  it('joins a newcomer as a student of the named batch; the code works typed in lower case with a dash', async () => {
    const batch = await createBatch(t.database.db, cast.orgA, { name: 'सुबह 2026' });
    const made = await invite({ batchId: batch.id });
    const { user, token } = await newcomer();
    const typed = `${made.code.slice(0, 4)}-${made.code.slice(4)}`.toLowerCase();
    const seen = await preview(token, typed);
    expect(seen.json()).toEqual({
      organisation: { id: cast.orgA, name: 'Org A' },
      role: 'member',
      batch: { name: 'सुबह 2026' },
      alreadyMember: false,
      inOtherInstitute: false,
    });
    const res = await join(token, typed);
    expect(res.json()).toEqual({ organizationId: cast.orgA, orgRole: 'member', joined: true });
    expect(await rowOf(user.id)).toMatchObject({ organizationId: cast.orgA, orgRole: 'member' });
    const rows = await t.database.db.select().from(batchMembers).where(eq(batchMembers.userId, user.id));
    expect(rows).toMatchObject([{ batchId: batch.id, role: 'student' }]);
    // The refreshed token carries the new claims.
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.json().user).toMatchObject({ organizationId: cast.orgA, orgRole: 'member' });
    // Joining again changes nothing and uses nothing.
    expect((await join(token, made.code)).json().joined).toBe(false);
    expect(
      (await asAdminA('GET', 'invites')).json().data.find((i: { id: string }) => i.id === made.id).uses,
    ).toBe(1);
  });

  it('makes a teacher with a teacher invite', async () => {
    const { user, token } = await newcomer();
    expect((await join(token, (await invite({ role: 'teacher' })).code)).json().orgRole).toBe('teacher');
    expect((await rowOf(user.id))?.orgRole).toBe('teacher');
  });

  it('refuses a user of another institute until they leave it', async () => {
    const made = await invite();
    const bToken = (await signIn(t.app, cast.people.adminB.username)).token;
    expect((await preview(bToken, made.code)).json().inOtherInstitute).toBe(true);
    const res = await join(bToken, made.code);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ field: 'code', rule: 'validation.batches.inOtherInstitute' });
    expect((await rowOf(cast.people.adminB.id))?.organizationId).toBe(cast.orgB);
  });

  it('refuses an expired, a revoked and a used-up code, each with its own rule, and an unknown one as 404', async () => {
    const { token } = await newcomer();
    const expiring = await invite({ expiresInDays: 1 });
    const revoked = await invite();
    expect((await asAdminA('DELETE', `invites/${revoked.id}`)).json().invite.revokedAt).not.toBeNull();
    const once = await invite({ maxUses: 1 });
    expect((await join((await newcomer()).token, once.code)).statusCode).toBe(200);
    // A day later (moved in the row: moving the clock would expire the tokens too).
    await t.database.db
      .update(organisationInvites)
      .set({ expiresAt: new Date('2026-11-22T09:59:59Z') })
      .where(eq(organisationInvites.id, expiring.id));
    for (const [code, rule] of [
      [expiring.code, 'validation.batches.inviteExpired'],
      [revoked.code, 'validation.batches.inviteRevoked'],
      [once.code, 'validation.batches.inviteUsedUp'],
    ]) {
      for (const res of [await preview(token, code), await join(token, code)]) {
        expect(res.statusCode, rule).toBe(409);
        expect(res.json().error.rule).toBe(rule);
      }
    }
    const unknown = await join(token, 'ZZZZ2222');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.rule).toBe('validation.batches.codeUnknown');
    expect((await join(token, 'O0I1')).json().error.rule).toBe('validation.batches.codeInvalid');
  });

  it("refuses invite routes to B's admin, A's teacher and student, and anonymous; another institute's invite is a 404", async () => {
    const made = await invite();
    for (const who of ['adminB', 'teacherA', 'studentA'] as const) {
      const headers = bearer(cast.tokens[who]);
      const base = `/api/organisations/${cast.orgA}/invites`;
      expect((await t.app.inject({ method: 'GET', url: base, headers })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: base, headers, payload: {} })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url: `${base}/${made.id}`, headers })).statusCode).toBe(
        403,
      );
    }
    const through = await t.app.inject({
      method: 'DELETE',
      url: `/api/organisations/${cast.orgB}/invites/${made.id}`,
      headers: bearer(cast.tokens.adminB),
    });
    expect(through.statusCode).toBe(404);
    const batchA = await createBatch(t.database.db, cast.orgA, { name: 'Not B' });
    const bInvite = await t.app.inject({
      method: 'POST',
      url: `/api/organisations/${cast.orgB}/invites`,
      headers: bearer(cast.tokens.adminB),
      payload: { batchId: batchA.id },
    });
    expect(bInvite.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/invites/${made.code}` })).statusCode).toBe(401);
    expect(
      (await asAdminA('GET', 'invites')).json().data.find((i: { id: string }) => i.id === made.id).revokedAt,
    ).toBeNull();
  });
});
