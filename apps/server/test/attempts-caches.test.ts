import { type AttemptState, examTemplates, SAVE_GRACE_SECONDS } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.ts';
import { attempts, practiceSets } from '../src/db/schema/index.ts';
import {
  createPracticeSet,
  resumeAttempt,
  type SeededSet,
  setCompensatoryTime,
  startAttempt,
  student,
} from './exam-factories.ts';
import { createTestApp, type TestApp, withSecondNode } from './helpers.ts';

let t: TestApp;
let admin: Record<string, string>;
type Headers = Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SIGNIN_PER_IP: '1000', ACCESS_TOKEN_TTL_SECONDS: '86400' });
  admin = (await student(t.app, t.database.db, { role: 'admin' })).headers;
});
afterAll(async () => t?.close());

const save = (app: App, headers: Headers, id: string, saves: object[]) =>
  app.inject({ method: 'POST', url: `/api/attempts/${id}/saves`, headers, payload: { saves } });

async function setIdOf(set: SeededSet) {
  const [row] = await t.database.db
    .select({ id: practiceSets.id })
    .from(practiceSets)
    .where(eq(practiceSets.slug, set.slug));
  if (!row) throw new Error('set missing');
  return row.id;
}

/** The admin's edit of question `q` of `set`: new texts and options, moved to section `section` (1-based). */
async function editQuestion(app: App, set: SeededSet, q: AttemptState['questions'][number], section: number) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/admin/content/sets/${await setIdOf(set)}/questions/${q.id}`,
    headers: admin,
    payload: {
      section,
      subject: 'maths',
      topic: 'average',
      difficulty: 'easy',
      text: { hi: `संशोधित प्रश्न ${q.id}`, en: `Edited question ${q.id}` },
      options: ['क', 'ख', 'ग', 'घ'].map((hi, i) => ({ hi, en: `edited ${i}` })),
      // The key is unchanged: keys change only through the re-score flow once attempts exist.
      answer: (q.number % 4) + 1,
      explanation: { hi: 'व्याख्या', en: 'Why' },
    },
  });
  expect(res.statusCode).toBe(200);
}

describe('question edits reach the hall', () => {
  it('shows an edited question (text, options, section) to the next resume of a running attempt at once', async () => {
    const set = await createPracticeSet(t.database.db, 'SSC');
    const { headers } = await student(t.app, t.database.db);
    // Room in section 2 for a question to move there (before anyone takes the set).
    const before = await startAttempt(t.app, headers, set);
    const dropped = before.questions.find((x) => x.section === 1);
    if (!dropped) throw new Error('no section 2');
    await t.database.db.delete(attempts).where(eq(attempts.id, before.id));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/content/sets/${await setIdOf(set)}/questions/${dropped.id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    // The removal reached the hall at once: the next start no longer offers that question.
    const state = await startAttempt(t.app, headers, set);
    expect(state.questions.map((x) => x.id)).not.toContain(dropped.id);
    const q = state.questions[0];
    if (!q) throw new Error('no question');
    await editQuestion(t.app, set, q, 2);
    // The very next resume of the running attempt shows the edit; so does a save's section check.
    const after = await resumeAttempt(t.app, headers, state.id);
    expect(after.questions.find((x) => x.id === q.id)).toMatchObject({
      section: 1,
      text: { en: `Edited question ${q.id}` },
      options: [{ en: 'edited 0' }, { en: 'edited 1' }, { en: 'edited 2' }, { en: 'edited 3' }],
    });
  });

  it('enforces a deadline changed mid-test (compensatory time granted) on the very next save', async () => {
    const set = await createPracticeSet(t.database.db, 'SSC');
    const { user, headers } = await student(t.app, t.database.db);
    const state = await startAttempt(t.app, headers, set);
    const q = state.questions[0];
    if (!q) throw new Error('no question');
    // The first save puts the attempt's deadline in this node's save cache.
    expect(
      (await save(t.app, headers, state.id, [{ seq: 1, questionId: q.id, answer: 0, marked: false }]))
        .statusCode,
    ).toBe(200);
    await setCompensatoryTime(t.app, admin, user.id, true);
    const stretched = await resumeAttempt(t.app, headers, state.id);
    const extra = Math.ceil((examTemplates.SSC.duration * 20) / 60);
    expect(stretched.compensatoryMinutes).toBe(extra);
    expect(new Date(stretched.deadline).getTime() - new Date(state.deadline).getTime()).toBe(extra * 60_000);
    // Past the old deadline and its grace, inside the new one: the save counts.
    t.clock.advance(
      new Date(state.deadline).getTime() - t.clock().getTime() + SAVE_GRACE_SECONDS * 1000 + 60_000,
    );
    const late = await save(t.app, headers, state.id, [
      { seq: 2, questionId: q.id, answer: 1, marked: false },
    ]);
    expect(late.statusCode).toBe(200);
    expect(late.json().acked).toEqual([2]);
    // Withdrawing never shortens a running test.
    await setCompensatoryTime(t.app, admin, user.id, false);
    expect((await resumeAttempt(t.app, headers, state.id)).deadline).toBe(stretched.deadline);
  });

  it.skipIf(!process.env.REDIS_URL)(
    'with REDIS_URL, an edit made through one node reaches another node sharing the database',
    () =>
      withSecondNode(t, async (second) => {
        const set = await createPracticeSet(t.database.db, 'SSC');
        const { user, headers } = await student(t.app, t.database.db);
        const state = await startAttempt(t.app, headers, set);
        const q = state.questions[1];
        if (!q) throw new Error('no question');
        // Both nodes hold the set and the attempt's deadline in their caches.
        expect((await resumeAttempt(second, headers, state.id)).questions[1]?.text.en).toBe(q.text.en);
        expect(
          (await save(second, headers, state.id, [{ seq: 1, questionId: q.id, answer: 0, marked: false }]))
            .statusCode,
        ).toBe(200);

        await editQuestion(t.app, set, q, 1);
        await setCompensatoryTime(t.app, admin, user.id, true);
        // The invalidation travels through Redis: the other node sees both changes within moments.
        await vi.waitFor(
          async () => {
            const seen = await resumeAttempt(second, headers, state.id);
            expect(seen.questions[1]?.text.en).toBe(`Edited question ${q.id}`);
          },
          { timeout: 3000, interval: 50 },
        );
        t.clock.advance(
          new Date(state.deadline).getTime() - t.clock().getTime() + SAVE_GRACE_SECONDS * 1000 + 60_000,
        );
        const late = await save(second, headers, state.id, [
          { seq: 2, questionId: q.id, answer: 1, marked: false },
        ]);
        expect(late.statusCode).toBe(200);
      }),
  );
});
