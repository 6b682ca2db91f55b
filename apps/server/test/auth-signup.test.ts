import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signup = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const person = (n: string) => ({
  name: 'अनीता सिंह',
  username: `anita_${n}`,
  email: `anita.${n}@example.in`,
  password: 'Tayari#2026',
});

async function userCount() {
  return (await t.database.db.select({ id: users.id }).from(users)).length;
}

describe('POST /api/auth/signup', () => {
  it('creates the account, answers with a session, and stores a normalised user without exposing the hash', async () => {
    const res = await signup({ ...person('a'), username: 'Anita_A', email: 'Anita.A@Example.IN' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      username: 'anita_a',
      email: 'anita.a@example.in',
      role: 'user',
      orgRole: null,
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(body)).not.toContain('argon2');
    expect(decodeJwt(body.token)).toMatchObject({ sub: body.user.id, role: 'user', username: 'anita_a' });
    expect(body.refreshToken).toMatch(/^[\w-]{43}$/);

    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'anita_a'));
    // argon2id at OWASP's minimum cost or more.
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('refuses a username that is taken, whatever its case, and changes nothing', async () => {
    await signup(person('b'));
    const before = await userCount();
    const res = await signup({ ...person('b'), username: 'ANITA_B', email: 'other.b@example.in' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'USERNAME_TAKEN', message: expect.any(String), field: 'username' },
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses an email that is taken', async () => {
    await signup(person('c'));
    const res = await signup({ ...person('c'), username: 'someone_else' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });
  });

  it('lets exactly one of two simultaneous sign-ups for the same username win', async () => {
    const [a, b] = await Promise.all([
      signup(person('race')),
      signup({ ...person('race'), email: 'race.two@example.in' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it.each([
    [{ name: 'A' }, 'name', 'validation.name.tooShort'],
    [{ username: 'x' }, 'username', 'validation.username.tooShort'],
    [{ username: 'has space' }, 'username', 'validation.username.pattern'],
    [{ email: 'nope' }, 'email', 'validation.email.invalid'],
    [{ password: 'abc' }, 'password', 'validation.password.tooShort'],
    [{ password: 'password123' }, 'password', 'validation.password.common'],
    [{ password: 'nodigitshere' }, 'password', 'validation.password.weak'],
    [{ password: undefined }, 'password', 'validation.required'],
    [{ name: ['x'] }, 'name', 'validation.invalidType'],
    [{ role: 'admin' }, 'role', 'validation.unknownField'],
  ])('refuses %o naming the field %s (%s) and creates nobody', async (over, field, rule) => {
    const before = await userCount();
    const res = await signup({ ...person('bad'), ...over });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field, rule });
    expect(error.message).toContain(field);
    expect(await userCount()).toBe(before);
  });

  it('refuses malformed JSON with INVALID_JSON', async () => {
    const res = await signup('{"name": "Ravi", ');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_JSON');
  });

  it('refuses a body that is not an object', async () => {
    const res = await signup('null');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses an oversized body with 413 before reading it all', async () => {
    const res = await signup({ ...person('big'), name: 'x'.repeat(200 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a form-encoded body with 415', async () => {
    const res = await signup('name=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
