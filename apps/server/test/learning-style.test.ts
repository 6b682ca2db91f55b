import { learningStyleQuestions, type OptionId } from '@abhyas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, (await createUser(t.database.db)).username)).token;
});
afterAll(() => t.close());

const allOf = (style: string) =>
  learningStyleQuestions.map((q) => Object.entries(q.options).find(([, s]) => s === style)?.[0] as OptionId);
const put = (payload: unknown, auth = token) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/learning-style',
    headers: bearer(auth),
    payload: payload as object,
  });
const me = (auth = token) =>
  t.app.inject({ method: 'GET', url: '/api/learning-style/me', headers: bearer(auth) });

describe('learning style', () => {
  it('answers 200 null before anything is saved (not a 404: docs/api-errors.md), and 401 when signed out', async () => {
    const res = await me();
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('null');
    expect((await t.app.inject({ method: 'GET', url: '/api/learning-style/me' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/learning-style', payload: {} })).statusCode).toBe(
      401,
    );
  });

  it('works the result out from the answers and returns it on the next visit', async () => {
    const res = await put({ answers: allOf('auditory') });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      scores: { visual: 0, auditory: 10, readWrite: 0, kinesthetic: 0 },
      dominant: ['auditory'],
    });
    const again = await me();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ answers: allOf('auditory'), result: { dominant: ['auditory'] } });
  });

  it('retaking replaces the earlier result', async () => {
    await put({ answers: allOf('visual') });
    expect((await me()).json().result.dominant).toEqual(['visual']);
  });

  it('refuses a result sent by the client, and changes nothing', async () => {
    const tampered = await put({
      answers: allOf('kinesthetic'),
      result: { scores: { visual: 10, auditory: 0, readWrite: 0, kinesthetic: 0 }, dominant: ['visual'] },
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error).toMatchObject({ field: 'result', rule: 'validation.unknownField' });
    expect((await me()).json().result.dominant).toEqual(['visual']);
  });

  it.each([
    [{ answers: ['a', 'b'] }, 'answers', 'validation.learningStyle.incomplete'],
    [{ answers: [...allOf('visual').slice(1), 'z'] }, 'answers.9', 'validation.learningStyle.option'],
    [{}, 'answers', 'validation.learningStyle.incomplete'],
  ])('refuses %j naming %s', async (payload, field, rule) => {
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field, rule });
    expect((await me()).json().result.dominant).toEqual(['visual']);
  });

  it("keeps each user's result to themselves", async () => {
    const other = (await signIn(t.app, (await createUser(t.database.db)).username)).token;
    expect((await me(other)).body).toBe('null');
    await put({ answers: allOf('readWrite') }, other);
    expect((await me(other)).json().result.dominant).toEqual(['readWrite']);
    expect((await me()).json().result.dominant).toEqual(['visual']);
  });
});
