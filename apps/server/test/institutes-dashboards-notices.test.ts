import { notificationRules } from '@abhyas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { dashboardInstitute } from './institutes-dashboards-fixtures.ts';

/** An institute's notice to one batch, and the institute's daily limit on notices (docs/notifications.md). */
let t: TestApp;
let f: Awaited<ReturnType<typeof dashboardInstitute>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await dashboardInstitute(t);
});
afterAll(() => t.close());

type Who = keyof typeof f.tokens;
const send = (who: Who, payload: object, org = f.orgA) =>
  t.app.inject({
    method: 'POST',
    url: `/api/organisations/${org}/notifications`,
    headers: bearer(f.tokens[who]),
    payload,
  });
const titlesFor = async (who: Who) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/notifications/organization/${f.orgA}`,
    headers: bearer(f.tokens[who]),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.map((n: { title: string }) => n.title);
};
const bellFor = async (who: Who) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(f.tokens[who]) }))
    .json()
    .data.map((n: { title: string }) => n.title);

describe('a notice to one batch', () => {
  it("reaches that batch's students and teacher and the admins, not a student of another batch", async () => {
    const res = await send('adminA', {
      title: 'सुबह बैच: कल टेस्ट',
      body: 'कल 9 बजे',
      batchId: f.batches.morning.id,
    });
    expect(res.statusCode).toBe(201);
    expect((await send('adminA', { title: 'Holiday on Monday', body: 'Everyone rests' })).statusCode).toBe(
      201,
    );
    for (const who of ['amit', 'bela', 'teacherA', 'adminA'] as const) {
      expect(await titlesFor(who)).toEqual(expect.arrayContaining(['सुबह बैच: कल टेस्ट', 'Holiday on Monday']));
    }
    expect(await titlesFor('chetan')).toContain('Holiday on Monday');
    expect(await titlesFor('chetan')).not.toContain('सुबह बैच: कल टेस्ट');
    expect(await bellFor('chetan')).not.toContain('सुबह बैच: कल टेस्ट');
    expect(await bellFor('amit')).toContain('सुबह बैच: कल टेस्ट');
  });

  it("answers 404 for another institute's batch and sends nothing", async () => {
    const res = await send('adminA', { title: 'Wrong batch', body: 'x', batchId: f.batches.batchB.id });
    expect(res.statusCode).toBe(404);
    expect(await titlesFor('adminA')).not.toContain('Wrong batch');
    expect(
      (await send('teacherA', { title: 'Teacher', body: 'x', batchId: f.batches.morning.id })).statusCode,
    ).toBe(403);
  });

  it(`stops an institute at ${notificationRules.perInstitutePerDay} notices a day with a translated 429`, async () => {
    // Three admins share the institute's limit; each stays under their own (writeLimits.orgNotice, 10 an hour).
    const admins = [f.tokens.adminA];
    for (let i = 0; i < 2; i += 1) {
      const admin = await createUser(t.database.db, { orgRole: 'admin', organizationId: f.orgA });
      admins.push((await signIn(t.app, admin.username)).token);
    }
    // Three notices went out in the tests above (the refused one was counted too: it passed validation).
    let sent = 3;
    let refused:
      | { statusCode: number; headers: Record<string, unknown>; json(): { error: Record<string, unknown> } }
      | undefined;
    for (let i = 0; i < 30 && !refused; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/organisations/${f.orgA}/notifications`,
        headers: bearer(admins[i % admins.length] ?? ''),
        payload: { title: `Notice ${i}`, body: 'x' },
      });
      if (res.statusCode === 201) sent += 1;
      else refused = res;
    }
    expect(sent).toBe(notificationRules.perInstitutePerDay);
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      rule: 'validation.notifications.instituteDailyLimit',
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // Another institute is not held back by A's notices.
    expect((await send('adminB', { title: 'B notice', body: 'x' }, f.orgB)).statusCode).toBe(201);
  });
});
