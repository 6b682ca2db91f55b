import { type Answered, reviewDays, reviewDueAt } from '@abhyas/core';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { questions } from '../src/db/schema/index.ts';
import { createPracticeSet, student } from './exam-factories.ts';
import { bearer, signIn } from './factories.ts';
import { idsOfSet, practice, t, useQuizApp } from './quiz-fixtures.ts';
import { repeatShare, runMonth, weekLines } from './quiz-month.ts';

/**
 * Issue 21, "The draw": a student answering 50 quiz questions a day met repeats from day 8 while
 * most of a subject was never shown. Here a student takes five quizzes of 10 a day through the API
 * for five days on a made-up stock of an exam's subjects; scripts/content-month.ts runs the whole
 * month on the real bank (too slow for a test on this machine: about 0.1 s a request).
 */
useQuizApp();

const days = 5;

/** `count` open bank questions of a subject's topic (in no set, so never sealed). */
async function stockOf(db: Db, subject: string, topic: string, count: number): Promise<string[]> {
  const rows = await db
    .insert(questions)
    .values(
      Array.from({ length: count }, (_, i) => ({
        subject,
        topic,
        difficulty: 'easy' as const,
        textHi: `${subject} ${topic} प्रश्न ${i + 1}`,
        textEn: `${subject} ${topic} question ${i + 1}: which option is marked ${(i % 4) + 1}?`,
        options: [1, 2, 3, 4].map((o) => ({ hi: `विकल्प ${o}`, en: `Option ${o}` })),
        correctOption: i % 4,
        explanationHi: 'व्याख्या',
        explanationEn: 'Because.',
        textKey: `month ${subject} ${topic} ${i + 1}`,
      })),
    )
    .returning({ id: questions.id });
  return rows.map((r) => r.id);
}

describe('the draw over days of practice', () => {
  it('shows no repeat while unseen questions remain, brings wrong answers back on schedule, never a sealed one', async () => {
    const db = t.database.db;
    const f = await student(t.app, db);
    const stock = new Map<string, { subject: string; topic: string }>();
    const add = async (subject: string, topic: string, count: number) => {
      for (const id of await stockOf(db, subject, topic, count)) stock.set(id, { subject, topic });
    };
    // The polity had 116 questions; a small economics topic runs out on the second day.
    for (const topic of ['constitution', 'parliament', 'judiciary', 'rights']) await add('polity', topic, 29);
    for (const topic of ['ancient', 'medieval', 'modern']) await add('history', topic, 40);
    for (const topic of ['rivers', 'climate']) await add('geography', topic, 40);
    await add('economics', 'banking', 15);
    await add('economics', 'budget', 45);
    // Never drawn: the published set's maths questions (ranked, not yet sat: sealed) and an
    // unpublished set's (a draft, like a live test's reserved paper). Maths is filled by generated ones.
    // One question in five is got wrong the first time it is met (and right afterwards).
    const hard = new Set([...stock.keys()].filter((_, i) => i % 5 === 0));
    const draft = await createPracticeSet(db, 'SSC', { published: false });
    const sealed = new Set([...(await idsOfSet(practice)), ...(await idsOfSet(draft))]);

    const result = await runMonth({
      app: t.app,
      db,
      clock: t.clock,
      signIn: async () => bearer((await signIn(t.app, f.user.username)).token),
      days,
      quizzesOf: (day) => [
        { subject: 'polity', topic: null, length: 10 },
        { subject: 'history', topic: null, length: 10 },
        { subject: 'geography', topic: null, length: 10 },
        { subject: 'maths', topic: 'average', length: 10 },
        day < 2
          ? { subject: 'economics', topic: 'banking', length: 10 }
          : { subject: 'economics', topic: null, length: 10 },
      ],
      stock,
      hard: (id) => hard.has(id),
    });
    for (const line of weekLines(result.weeks)) console.log(`draw, ${days} days: ${line}`);
    console.log(
      `draw: scheduled returns by days after the answer: ${JSON.stringify([...result.returnGaps])}`,
    );

    expect(result.outside).toEqual([]);
    expect([...result.drawDays.keys()].some((id) => sealed.has(id))).toBe(false);
    expect(result.repeatsWhileUnseen).toBe(0);
    expect(result.lateReturns).toBe(0);
    // Only the small topic's second quiz had to repeat (15 questions, 20 asked over two days).
    const shown = result.weeks.reduce((n, w) => n + w.shown, 0);
    expect(shown).toBe(days * 50);
    expect(repeatShare(result.weeks)).toBeLessThanOrEqual(0.05);
    expect(result.weeks[0]?.repeats).toBeGreaterThan(0);
    // The schedule: every due wrong answer came in the first quiz of its subject with room for it
    // (lateReturns above), and none came early: each meeting of a question got wrong is at or after
    // the moment core's reviewDueAt gave after the meetings before it.
    for (const [id, answers] of result.answers) {
      if (!hard.has(id)) continue;
      for (let i = 1; i < answers.length; i += 1) {
        const due = reviewDueAt(answers.slice(0, i));
        expect((answers[i] as Answered).at.getTime()).toBeGreaterThanOrEqual(due?.getTime() ?? 0);
      }
    }
    // A question got wrong on day 0 is back on day 1, answered right, then on day 4 (3 days later).
    const wrongOnDay0 = [...result.drawDays].filter(([id, ds]) => hard.has(id) && ds[0] === 0);
    expect(
      wrongOnDay0.some(([, ds]) => ds.join() === [0, reviewDays[0], reviewDays[0] + reviewDays[1]].join()),
    ).toBe(true);
    expect(result.returnGaps.get(reviewDays[0])).toBeGreaterThan(0);
    expect(result.returnGaps.get(reviewDays[1])).toBeGreaterThan(0);
  }, 300_000);
});
