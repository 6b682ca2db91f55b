import {
  type AttemptResult,
  type AttemptState,
  competitionRanks,
  displayMarks,
  scoreSheet,
} from '@abhyas/core';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attemptResponses,
  attempts,
  notifications,
  questions,
  setQuestions,
  setScoreCounts,
} from '../src/db/schema/index.ts';
import { answerAsAPerson, createPracticeSet, keyOf, student } from './exam-factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
type Headers = Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SIGNIN_PER_IP: '1000', ACCESS_TOKEN_TTL_SECONDS: '86400' });
});
afterAll(async () => t?.close());

/** What a student does with question number n: answer right, wrong, pick `option`, only mark, or skip. */
type Move = 'right' | 'wrong' | 'mark' | { option: number; marked?: boolean };

/** Starts the set, saves one move per question number given, submits. */
async function sit(headers: Headers, setSlug: string, moves: Record<number, Move>) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/attempts',
    headers,
    payload: { setId: setSlug, language: 'en' },
  });
  const state = started.json() as AttemptState;
  const answers = state.questions
    .filter((q) => moves[q.number] !== undefined)
    .map((q) => {
      const move = moves[q.number] as Move;
      if (move === 'right') return { questionId: q.id, answer: keyOf(q.number) };
      if (move === 'wrong') return { questionId: q.id, answer: (keyOf(q.number) + 2) % 4 };
      if (move === 'mark') return { questionId: q.id, answer: null, marked: true };
      return { questionId: q.id, answer: move.option, marked: move.marked ?? false };
    });
  // As a person's hall sends them (30 s a question, each visited): no first attempt is held for review.
  if (answers.length === 0) t.clock.advance(30_000);
  await answerAsAPerson(t.app, t.clock, headers, state.id, answers);
  const res = await t.app.inject({ method: 'POST', url: `/api/attempts/${state.id}/submit`, headers });
  expect(res.statusCode).toBe(200);
  return state;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const all = (move: Move, numbers: number[]) => Object.fromEntries(numbers.map((n) => [n, move]));

/** Every attempt of the set scored afresh from its saved answers and the current keys (core's scoreSheet). */
async function freshScores(setId: string) {
  const db = t.database.db;
  const key = await db
    .select({ id: setQuestions.questionId, section: setQuestions.section, correct: questions.correctOption })
    .from(setQuestions)
    .innerJoin(questions, eq(questions.id, setQuestions.questionId))
    .where(eq(setQuestions.setId, setId))
    .orderBy(asc(setQuestions.position));
  const rows = await db.select().from(attempts).where(eq(attempts.setId, setId));
  return Promise.all(
    rows.map(async (row) => {
      const saved = await db.select().from(attemptResponses).where(eq(attemptResponses.attemptId, row.id));
      const answers = new Map(saved.map((r) => [r.questionId, r.answer]));
      const sheet = scoreSheet(
        'NABARD',
        key.map((k) => ({ section: k.section, correctOption: k.correct, answer: answers.get(k.id) ?? null })),
      );
      return { row, sheet };
    }),
  );
}

describe('correcting an answer key', () => {
  it('re-scores every attempt of a set as a fresh scoring would: scores, counts, sections, ranks, histogram and notices', async () => {
    // NABARD: four sections of 20, +2.5 / −0.625 (a wrong answer's deduction has three decimals).
    const set = await createPracticeSet(t.database.db, 'NABARD');
    const admin = await student(t.app, t.database.db, { role: 'admin' });
    const people = await Promise.all(range(1, 7).map(() => student(t.app, t.database.db)));
    const [p1, p2, p3, p4, p5, p6, p7] = people as [(typeof people)[number], ...typeof people];
    // Question 21 opens section 2; its key moves from 21 % 4 = 1 to 3.
    const corrected = 21;
    const newKey = 3;
    const sitting = [
      // Everything right: loses question 21.
      await sit(p1?.headers ?? {}, set.slug, all('right', range(1, 80))),
      // 21 answered with the new key (and marked): gains; a mix of wrong, marked-only and blank besides.
      await sit(p2?.headers ?? {}, set.slug, {
        ...all('right', range(1, 10)),
        ...all('wrong', range(11, 20)),
        21: { option: newKey, marked: true },
        ...all('mark', range(22, 30)),
        ...all('right', range(41, 60)),
      }),
      // 21 wrong both before and after (option 0); section 2 otherwise right.
      await sit(p3?.headers ?? {}, set.slug, { 21: { option: 0 }, ...all('right', range(22, 40)) }),
      // 21 only marked for review: skipped before and after, the score does not move.
      await sit(p4?.headers ?? {}, set.slug, { 21: 'mark', ...all('wrong', range(61, 70)) }),
      // Nothing answered.
      await sit(p5?.headers ?? {}, set.slug, {}),
      // The same sheet as p2's: a tie before and after.
      await sit(p6?.headers ?? {}, set.slug, {
        ...all('right', range(1, 10)),
        ...all('wrong', range(11, 20)),
        21: { option: newKey, marked: true },
        ...all('mark', range(22, 30)),
        ...all('right', range(41, 60)),
      }),
      // Only 21, answered with the old key.
      await sit(p7?.headers ?? {}, set.slug, { 21: 'right' }),
    ];
    // p1 tries again (a practice attempt, not ranked) and this time answers 21 with the new key.
    const practice = await sit(p1?.headers ?? {}, set.slug, {
      ...all('right', range(1, 20)),
      21: { option: newKey },
    });

    const setId = (await t.database.db.select().from(attempts).where(eq(attempts.id, practice.id)))[0]?.setId;
    if (!setId) throw new Error('no set');
    const before = new Map((await freshScores(setId)).map(({ row }) => [row.id, row.scoreMilli]));
    const questionId = sitting[0]?.questions.find((q) => q.number === corrected)?.id;
    const fix = await t.app.inject({
      method: 'POST',
      url: `/api/admin/questions/${questionId}/answer`,
      headers: admin.headers,
      payload: { answer: newKey },
    });
    expect(fix.statusCode).toBe(200);
    // Changed: p1, p2, p6, p7 and p1's practice attempt (p1 twice); unchanged: p3, p4, p5.
    expect(fix.json()).toEqual({ rescoredAttempts: 5, affectedStudents: 4 });

    const fresh = await freshScores(setId);
    for (const { row, sheet } of fresh) {
      expect({
        score: row.scoreMilli,
        correct: row.correct,
        wrong: row.wrong,
        skipped: row.skipped,
        sections: row.sectionResults,
      }).toEqual({
        score: sheet.totalMilli,
        correct: sheet.correct,
        wrong: sheet.wrong,
        skipped: sheet.skipped,
        sections: sheet.sections,
      });
      const moved = before.get(row.id) !== sheet.totalMilli;
      expect(row.previousScoreMilli).toBe(moved ? before.get(row.id) : null);
      expect(row.rescoredQuestionIds).toEqual(moved ? [questionId] : null);
    }
    // By hand, for two sheets: p1 had 80 × 2.5 = 200 and loses 2.5 + 0.625; p2 gains 2.5 + 0.625.
    const byId = new Map(fresh.map(({ row }) => [row.id, row]));
    expect(byId.get(sitting[0]?.id ?? '')?.scoreMilli).toBe(200_000 - 3125);
    expect(byId.get(sitting[1]?.id ?? '')?.scoreMilli).toBe((10 + 1 + 20) * 2500 - 10 * 625);

    // Ranks and the histogram follow the new scores (competition ranks over the first attempts).
    const ranked = fresh.filter(({ row }) => row.ranked);
    const ranks = competitionRanks(ranked.map(({ sheet }) => sheet.totalMilli));
    for (const [i, person] of people.entries()) {
      const attempt = sitting[i];
      const result = (
        await t.app.inject({
          method: 'GET',
          url: `/api/attempts/${attempt?.id}/result`,
          headers: person.headers,
        })
      ).json() as AttemptResult;
      const k = ranked.findIndex(({ row }) => row.id === attempt?.id);
      const sheet = ranked[k]?.sheet;
      expect(result).toMatchObject({
        score: displayMarks(sheet?.totalMilli ?? 0),
        correct: sheet?.correct,
        wrong: sheet?.wrong,
        skipped: sheet?.skipped,
        rank: ranks[k],
        takers: 7,
      });
    }
    const histogram = await t.database.db
      .select()
      .from(setScoreCounts)
      .where(eq(setScoreCounts.setId, setId));
    const expected = new Map<number, number>();
    for (const { sheet } of ranked) expected.set(sheet.totalMilli, (expected.get(sheet.totalMilli) ?? 0) + 1);
    expect(new Map(histogram.map((h) => [h.scoreMilli, h.takers]))).toEqual(expected);

    // One notice per re-scored attempt, from what to what, to its student only.
    for (const [i, person] of people.entries()) {
      const mine = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, person.user.id));
      const attempts = [sitting[i], ...(i === 0 ? [practice] : [])];
      const moved = attempts.filter((a) => before.get(a?.id ?? '') !== byId.get(a?.id ?? '')?.scoreMilli);
      expect(mine).toHaveLength(moved.length);
      expect(mine.every((n) => n.kind === 'keyCorrected')).toBe(true);
    }
  });

  it("shows a key correction's notice in the reader's language, and both languages to a reader who names neither", async () => {
    const set = await createPracticeSet(t.database.db, 'general');
    const admin = await student(t.app, t.database.db, { role: 'admin' });
    const s = await student(t.app, t.database.db);
    const state = await sit(s.headers, set.slug, all('right', range(1, 5)));
    const q1 = state.questions[0];
    const fix = await t.app.inject({
      method: 'POST',
      url: `/api/admin/questions/${q1?.id}/answer`,
      headers: admin.headers,
      payload: { answer: (keyOf(1) + 1) % 4 },
    });
    expect(fix.json()).toEqual({ rescoredAttempts: 1, affectedStudents: 1 });
    const tag = set.slug.replace(/^set-/, '');
    const list = async (acceptLanguage?: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/notifications',
          headers: { ...s.headers, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
        })
      ).json().data[0];
    expect(await list('hi-IN,hi;q=0.9,en;q=0.8')).toMatchObject({
      title: 'उत्तर कुंजी सुधारी गई',
      body: `सेट ${tag}: आपका स्कोर 5 से 4 हुआ।`,
    });
    expect(await list('en-GB,en;q=0.9')).toMatchObject({
      title: 'Answer key corrected',
      body: `Set ${tag}: your score changed from 5 to 4.`,
    });
    const both = await list('fr');
    expect(both).toMatchObject({
      title: 'उत्तर कुंजी सुधारी गई / Answer key corrected',
      body: `Set ${tag}: आपका स्कोर 5 से 4 हुआ / your score changed from 5 to 4.`,
    });
    expect(Object.keys(both).sort()).toEqual(['body', 'id', 'link', 'read', 'timestamp', 'title']);
    // The notice opens the attempt's result page, where the new score is.
    expect(both.link).toMatch(/^\/exams\/[^/]+\/[^/]+\/results\?attempt=[0-9a-f-]{36}$/);
    expect(await list()).toEqual(both);
  });
});
