import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patchMe = (token: string, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(token), payload: payload as object });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

describe('the language kept on the account (issue 17)', () => {
  it('is null until chosen, in the sign-in answer and /api/me', async () => {
    const user = await createUser(t.database.db, { username: 'nayi_chhatra' });
    const session = await signIn(t.app, user.username);
    expect(session.user.language).toBeNull();
    expect((await me(session.token)).json().user.language).toBeNull();
  });

  it('chosen on one device, arrives with the sign-in on another', async () => {
    const user = await createUser(t.database.db, { username: 'anita_k' });
    const phone = await signIn(t.app, user.username);
    const res = await patchMe(phone.token, { language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, language: 'en' });

    // A new device: a fresh sign-in, no cookies, no stored state.
    const laptop = await signIn(t.app, user.username);
    expect(laptop.user.language).toBe('en');
    expect((await me(laptop.token)).json().user.language).toBe('en');

    await patchMe(laptop.token, { language: 'hi' });
    expect((await signIn(t.app, user.username)).user.language).toBe('hi');
  });

  it("changes only the caller's own account: another user cannot change it", async () => {
    const owner = await createUser(t.database.db, { username: 'ravi_owner' });
    const other = await createUser(t.database.db, { username: 'mohan_other' });
    await patchMe((await signIn(t.app, owner.username)).token, { language: 'en' });
    const otherToken = (await signIn(t.app, other.username)).token;

    // No field names a user: an id in the body is refused, and nothing changes.
    const sneaky = await patchMe(otherToken, { language: 'hi', userId: owner.id });
    expect(sneaky.statusCode).toBe(400);
    expect(sneaky.json().error.rule).toBe('validation.unknownField');
    // No route takes a user id either.
    const byPath = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${owner.id}`,
      headers: bearer(otherToken),
    });
    expect(byPath.statusCode).toBe(404);
    // The other user's own change is their own.
    expect((await patchMe(otherToken, { language: 'hi' })).json().user.id).toBe(other.id);
    expect((await signIn(t.app, owner.username)).user.language).toBe('en');
  });

  it('refuses a language the app does not have, a missing one, and a caller who is not signed in', async () => {
    const user = await createUser(t.database.db, { username: 'sunil_bad' });
    const { token } = await signIn(t.app, user.username);
    const bad = await patchMe(token, { language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('language');
    expect((await patchMe(token, {})).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/me', payload: { language: 'en' } })).statusCode,
    ).toBe(401);
    expect((await me(token)).json().user.language).toBeNull();
  });
});
