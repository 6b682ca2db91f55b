import type { QuizState } from '@abhyas/core';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  practiceSets,
  questions,
  quizQuestions,
  setQuestions,
  topicProgress,
} from '../src/db/schema/index.ts';
import { createPracticeSet, type SeededSet, startAttempt, student, submitSet } from './exam-factories.ts';
import { answer, bankIdsOf, call, idsOfSet, practice, start, t, useQuizApp } from './quiz-fixtures.ts';

/** Aimed practice: a quiz aimed at the student's weak topics, and what no quiz may draw. */
let draft: SeededSet;

useQuizApp();
beforeAll(async () => {
  draft = await createPracticeSet(t.database.db, 'SSC', { published: false });
});

describe('aimed practice', () => {
  it('records a finalised mock test per topic and aims the next quiz at the weak topic', async () => {
    const c = await student(t.app, t.database.db);
    const set = await createPracticeSet(t.database.db, 'SSC');
    const ids = (
      await t.database.db
        .select({ id: setQuestions.questionId, position: setQuestions.position })
        .from(setQuestions)
        .innerJoin(practiceSets, eq(practiceSets.id, setQuestions.setId))
        .where(eq(practiceSets.slug, set.slug))
    ).sort((x, y) => x.position - y.position);
    const odd = ids.filter((r) => r.position % 2 === 1).map((r) => r.id);
    await t.database.db.update(questions).set({ topic: 'percentage' }).where(inArray(questions.id, odd));
    const keys = new Map(
      (
        await t.database.db
          .select()
          .from(questions)
          .where(
            inArray(
              questions.id,
              ids.map((r) => r.id),
            ),
          )
      ).map((q) => [q.id, q]),
    );
    const attempt = await startAttempt(t.app, c.headers, set);
    // The student gets every percentage question wrong and every average question right.
    const saves = attempt.questions.map((q, i) => {
      const row = keys.get(q.id);
      const key = row?.correctOption ?? 0;
      return {
        seq: i + 1,
        questionId: q.id,
        answer: row?.topic === 'percentage' ? (key + 1) % 4 : key,
        marked: false,
      };
    });
    for (let i = 0; i < saves.length; i += 200) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/attempts/${attempt.id}/saves`,
        headers: c.headers,
        payload: { saves: saves.slice(i, i + 200) },
      });
      expect(res.statusCode).toBe(200);
    }
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/attempts/${attempt.id}/submit`,
      headers: c.headers,
    });
    expect(submitted.statusCode).toBe(200);
    const progress = await t.database.db
      .select()
      .from(topicProgress)
      .where(eq(topicProgress.userId, c.user.id));
    const percentage = progress.find((p) => p.topic === 'percentage');
    const average = progress.find((p) => p.topic === 'average');
    expect(percentage).toMatchObject({ correct: 0, attempts: odd.length });
    expect(average?.correct).toBe(average?.attempts);

    const res = await call('POST', '/aimed', c.headers, { length: 10 });
    expect(res.statusCode).toBe(201);
    const quiz = res.json() as QuizState;
    expect(quiz.kind).toBe('aimed');
    expect(res.body).not.toMatch(/correctOption|explanation/);
    const weak = quiz.questions.filter((q) => q.topic === 'percentage').length;
    expect(weak).toBeGreaterThanOrEqual(7);

    // A quiz answer moves the same accuracy, in the answer's transaction.
    await answer(c.headers, quiz.id, 1, 0);
    const after = await t.database.db.select().from(topicProgress).where(eq(topicProgress.userId, c.user.id));
    const total = (rows: typeof after) => rows.reduce((s, r) => s + r.attempts, 0);
    expect(total(after)).toBe(total(progress) + 1);
  });

  it('draws neither a draft’s question nor one of the student’s latest answers, each with its own text', async () => {
    const e = await student(t.app, t.database.db);
    // Weak at maths/average: the aimed quiz goes there, where the draft's questions sit too.
    await t.database.db.insert(topicProgress).values({
      userId: e.user.id,
      subject: 'maths',
      topic: 'average',
      attempts: 20,
      correct: 2,
      lastSeenAt: new Date(),
    });
    const draftIds = await idsOfSet(draft);
    const bankIds = async (quizId: string) =>
      (await t.database.db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quizId))).flatMap(
        (r) => (r.questionId ? [{ id: r.questionId, position: r.position }] : []),
      );
    // Every published set is one this student has not submitted: all sealed, nothing from the bank.
    const sealed = await call('POST', '/aimed', e.headers, { length: 10 });
    expect(sealed.statusCode).toBe(201);
    expect(await bankIds((sealed.json() as QuizState).id)).toEqual([]);
    await submitSet(t.app, e.headers, practice);
    const first = (await call('POST', '/aimed', e.headers, { length: 10 })).json() as QuizState;
    const firstIds = await bankIds(first.id);
    expect(firstIds.length).toBeGreaterThan(0);
    // Only the submitted set's questions: the other published set (the test above's) is still sealed.
    const practiceIds = await idsOfSet(practice);
    for (const r of firstIds) expect(practiceIds).toContain(r.id);
    // The text shown is the drawn question's own (the draw brings the content with it).
    const texts = new Map(
      (
        await t.database.db
          .select()
          .from(questions)
          .where(
            inArray(
              questions.id,
              firstIds.map((r) => r.id),
            ),
          )
      ).map((q) => [q.id, q.textEn]),
    );
    for (const r of firstIds)
      expect(first.questions.find((q) => q.position === r.position)?.text.en).toBe(texts.get(r.id));
    for (const q of first.questions) await answer(e.headers, first.id, q.position, 0);
    for (let i = 0; i < 3; i += 1) {
      const next = (await call('POST', '/aimed', e.headers, { length: 10 })).json() as QuizState;
      const ids = (await bankIds(next.id)).map((r) => r.id);
      for (const id of ids) {
        expect(draftIds).not.toContain(id);
        expect(firstIds.map((r) => r.id)).not.toContain(id);
      }
    }
  });

  // Last: the aimed quiz below fills the per-process cache of topic weights (five minutes), which the
  // test above needs built after its own set.
  it('never draws a question of the test the student is sitting (its verdict would give the key away)', async () => {
    const c = await student(t.app, t.database.db);
    const sitting = await createPracticeSet(t.database.db, 'SSC');
    // Submitted once, so its questions are open to this student, then sat again: while the retake
    // runs they are sealed once more.
    await submitSet(t.app, c.headers, sitting);
    const attempt = await startAttempt(t.app, c.headers, sitting);
    const inTest = new Set(attempt.questions.map((q) => q.id));
    expect(inTest.size).toBe(100);
    for (const body of [
      { subject: 'maths', topic: 'average', length: 30 },
      { subject: 'maths', topic: 'average', length: 30 },
      { subject: 'maths', length: 30 },
    ]) {
      const quiz = await start(c.headers, body);
      const rows = await t.database.db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quiz.id));
      for (const r of rows) expect(inTest.has(r.questionId ?? '')).toBe(false);
    }
    const aimed = await call('POST', '/aimed', c.headers, { length: 30 });
    expect(aimed.statusCode).toBe(201);
    const rows = await t.database.db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, (aimed.json() as QuizState).id));
    for (const r of rows) expect(inTest.has(r.questionId ?? '')).toBe(false);
    // Once the retake is submitted the set's questions are drawn again.
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/attempts/${attempt.id}/submit`,
      headers: c.headers,
    });
    expect(submitted.statusCode).toBe(200);
    const after = await start(c.headers, { subject: 'maths', topic: 'average', length: 30 });
    const drawn = await bankIdsOf(after.id);
    expect(drawn).toHaveLength(30);
    for (const id of drawn) expect(inTest.has(id)).toBe(true);
  });
});
