import { type BankQuestion, indianDayOf } from '@abhyas/core';
import { and, asc, between, count, eq, isNotNull, sql } from 'drizzle-orm';
import { potdAttempts, potdProblems, questions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { platformQuestion } from '../../exams/private-content.ts';
import { conflictingBankQuestions, storeQuestions } from '../../questions/store.ts';
import { inNoSet } from '../day-problem.ts';
import { assertDayOpenForScheduling } from '../policy.ts';
import { presentScheduleEntry } from '../presenter.ts';

/** The admins' calendar: the problems of the days from `from` to `to` with how many solved each. */
export async function listSchedule(d: Deps, range: { from: string; to: string }) {
  const [rows, solved] = await Promise.all([
    d.db
      .select()
      .from(potdProblems)
      .innerJoin(questions, eq(questions.id, potdProblems.questionId))
      .where(between(potdProblems.day, range.from, range.to))
      .orderBy(asc(potdProblems.day)),
    d.db
      .select({ day: potdAttempts.day, n: count() })
      .from(potdAttempts)
      .where(and(between(potdAttempts.day, range.from, range.to), isNotNull(potdAttempts.solvedAt)))
      .groupBy(potdAttempts.day),
  ]);
  const solvers = new Map(solved.map((s) => [s.day, s.n]));
  return {
    data: rows.map((r) =>
      presentScheduleEntry(r.potd_problems, r.questions, solvers.get(r.potd_problems.day) ?? 0),
    ),
  };
}

/**
 * Puts a bank question on a day to come (replacing what was there). The question must be in no
 * practice set (`inNoSet`): a set's key is sealed for whoever has not submitted it (409 otherwise).
 */
export async function scheduleDay(d: Deps, adminId: string, day: string, questionId: string) {
  assertDayOpenForScheduling(day, indianDayOf(d.clock()));
  return d.db.transaction(async (tx) => {
    const [fit] = rowsOf<{ id: string; fit: boolean }>(
      await tx.execute(sql`select q.id, ${inNoSet} as fit from questions q where q.id = ${questionId}
        and ${platformQuestion()}`),
    );
    if (!fit) throw notFound('No such question in the bank');
    if (!fit.fit)
      throw new AppError(409, 'CONFLICT', 'A question of a practice set cannot be a Problem of the Day', {
        field: 'questionId',
        rule: 'validation.potd.questionInSet',
      });
    const values = { questionId, source: 'scheduled' as const, scheduledBy: adminId };
    await tx
      .insert(potdProblems)
      .values({ day, ...values })
      .onConflictDoUpdate({ target: potdProblems.day, set: values });
    const [row] = await tx
      .select()
      .from(potdProblems)
      .innerJoin(questions, eq(questions.id, potdProblems.questionId))
      .where(eq(potdProblems.day, day));
    if (!row) throw new Error('the scheduled day was not stored');
    return presentScheduleEntry(row.potd_problems, row.questions, 0);
  });
}

/**
 * An admin writes the day's problem: the question joins the bank (the same text already there is
 * reused, as the importer does; the same text with other options or key is refused, 409), then the
 * day is scheduled with it, in one transaction.
 */
export async function scheduleNewQuestion(d: Deps, adminId: string, day: string, question: BankQuestion) {
  assertDayOpenForScheduling(day, indianDayOf(d.clock()));
  const questionId = await d.db.transaction(async (tx) => {
    if ((await conflictingBankQuestions(tx, [question])).size > 0)
      throw new AppError(409, 'CONFLICT', 'The bank already has this question with other options or key', {
        field: 'text',
        rule: 'validation.potd.differsFromBank',
      });
    const [id] = await storeQuestions(tx, [question]);
    if (!id) throw new Error('the question was not stored');
    return id;
  });
  return scheduleDay(d, adminId, day, questionId);
}

/** Clears a day to come; the server picks one that day if nobody schedules another. */
export async function clearDay(d: Deps, day: string): Promise<void> {
  assertDayOpenForScheduling(day, indianDayOf(d.clock()));
  await d.db.delete(potdProblems).where(eq(potdProblems.day, day));
}
