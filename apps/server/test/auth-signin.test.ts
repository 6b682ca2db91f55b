import { randomUUID } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganisation, createUser, PASSWORD } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { tokenSecret } from './token-forgery.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signin = (identifier: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { identifier, password } });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/me', headers });

describe('POST /api/auth/signin', () => {
  it('signs in with the username or the email, in any case', async () => {
    const user = await createUser(t.database.db, { username: 'vikram_r', email: 'vikram@example.in' });
    for (const identifier of ['vikram_r', 'VIKRAM_R', 'vikram@example.in', ' Vikram@Example.in ']) {
      const res = await signin(identifier, PASSWORD);
      expect(res.statusCode, identifier).toBe(200);
      expect(res.json().user.id).toBe(user.id);
    }
  });

  it('answers a wrong password and an unknown account the same way', async () => {
    await createUser(t.database.db, { username: 'meena_s' });
    const wrong = await signin('meena_s', 'Wrong#2026x');
    const unknown = await signin('nobody_here', 'Wrong#2026x');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a disabled account only after the right password', async () => {
    await createUser(t.database.db, { username: 'gone_user', disabledAt: new Date() });
    expect((await signin('gone_user', 'Wrong#2026x')).json().error.code).toBe('INVALID_CREDENTIALS');
    const res = await signin('gone_user', PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ACCOUNT_DISABLED');
  });

  it('refuses an empty identifier with a validation error naming it', async () => {
    const res = await signin('', PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'identifier' });
  });
});

describe('access tokens', () => {
  it('carry the spec claims, expire after 15 minutes, and are pinned to issuer and audience', async () => {
    const org = await createOrganisation(t.database.db);
    await createUser(t.database.db, { username: 'org_head', orgRole: 'admin', organizationId: org.id });
    const { token, user } = (await signin('org_head', PASSWORD)).json();
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: user.id,
      role: 'user',
      orgRole: 'admin',
      organizationId: org.id,
      username: 'org_head',
      iss: 'abhyas-api',
      aud: 'abhyas-web',
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);
  });

  it('let GET /api/me read the signed-in user', async () => {
    await createUser(t.database.db, { username: 'asha_me', name: 'Asha' });
    const { token } = (await signin('asha_me', PASSWORD)).json();
    const res = await me(bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ username: 'asha_me', name: 'Asha' });
  });

  it('answer TOKEN_EXPIRED once the 15 minutes have passed', async () => {
    await createUser(t.database.db, { username: 'late_user' });
    const { token } = (await signin('late_user', PASSWORD)).json();
    t.clock.advance(14 * 60_000);
    expect((await me(bearer(token))).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    const res = await me(bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('TOKEN_EXPIRED');
  });

  it('refuse a token with alg none, a changed role claim, a foreign key, a wrong audience, or garbage', async () => {
    await createUser(t.database.db, { username: 'tamper_me' });
    const { token } = (await signin('tamper_me', PASSWORD)).json();
    const [header, payload, signature] = token.split('.');
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());

    const algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const promoted = `${header}.${b64({ ...claims, role: 'admin' })}.${signature}`;
    const foreignKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(48)));
    // Signed with the server's own key: only the audience or the algorithm is wrong.
    const secret = await tokenSecret(t);
    const wrongAudience = await new SignJWT({ ...claims, aud: 'somebody-else' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret);
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(secret);

    for (const [label, bad] of Object.entries({ algNone, promoted, foreignKey, wrongAudience, hs512 })) {
      const res = await me(bearer(bad));
      expect(res.statusCode, label).toBe(401);
      expect(res.json().error.code, label).toBe('UNAUTHENTICATED');
    }
    for (const header of [
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      {},
      bearer('abc.def'),
    ]) {
      expect((await me(header)).json().error.code).toBe('UNAUTHENTICATED');
    }
    // The genuine token still works, so the refusals above are about the tampering.
    expect((await me(bearer(token))).statusCode).toBe(200);
  });

  it('refuse a validly signed token whose subject is not a user id, on every kind of guarded route', async () => {
    const forged = await t.app.deps.accessTokens.sign({
      sub: 'not-a-uuid',
      role: 'admin',
      orgRole: null,
      organizationId: null,
      username: 'nobody',
    });
    const saves = await t.app.inject({
      method: 'POST',
      url: `/api/attempts/${randomUUID()}/saves`,
      headers: bearer(forged),
      payload: { saves: [] },
    });
    for (const res of [await me(bearer(forged)), saves]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });
});
