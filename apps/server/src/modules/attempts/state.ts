import {
  type AttemptState,
  attemptWindows,
  examTemplates,
  SAVE_GRACE_SECONDS,
  sectionNamesOf,
  type TestLanguage,
} from '@abhyas/core';
import { eq, max } from 'drizzle-orm';
import { attemptEvents, attemptResponses, type attempts } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { examKeyOf } from '../exams/presenter.ts';
import { loadSetQuestions } from './set-questions.ts';

export type AttemptRow = typeof attempts.$inferSelect;

export interface SetInfo {
  slug: string;
  seriesSlug: string;
  titleHi: string;
  titleEn: string;
  sectionNames: { hi: string; en: string }[] | null;
}

/** The windows of an attempt, recomputed from its start (they are a pure function of it). */
export function windowsOf(attempt: Pick<AttemptRow, 'examKey' | 'startedAt' | 'compensatoryMinutes'>) {
  return attemptWindows(
    examTemplates[examKeyOf(attempt.examKey)],
    attempt.startedAt,
    attempt.compensatoryMinutes > 0,
  );
}

/** Everything the hall needs to run the test, offline if need be. Never the keys or explanations. */
export async function attemptState(d: Deps, attempt: AttemptRow, set: SetInfo): Promise<AttemptState> {
  const examKey = examKeyOf(attempt.examKey);
  const template = examTemplates[examKey];
  const [setQuestions, responses, [last]] = await Promise.all([
    loadSetQuestions(d, attempt.setId),
    d.db.select().from(attemptResponses).where(eq(attemptResponses.attemptId, attempt.id)),
    d.db
      .select({ seq: max(attemptEvents.seq) })
      .from(attemptEvents)
      .where(eq(attemptEvents.attemptId, attempt.id)),
  ]);
  const windows = windowsOf(attempt);
  const names = sectionNamesOf(template, set.sectionNames);
  return {
    id: attempt.id,
    setId: set.slug,
    seriesId: set.seriesSlug,
    examKey,
    title: { hi: set.titleHi, en: set.titleEn },
    language: attempt.language as TestLanguage,
    status: attempt.status,
    ranked: attempt.ranked,
    startedAt: attempt.startedAt.toISOString(),
    deadline: attempt.deadline.toISOString(),
    serverNow: d.clock().toISOString(),
    graceSeconds: SAVE_GRACE_SECONDS,
    compensatoryMinutes: attempt.compensatoryMinutes,
    sectionalTiming: template.sectionalTiming,
    duration: template.duration,
    totalMarks: template.totalMarks,
    passingMarks: template.passingMarks,
    sections: template.sections.map((s, index) => ({
      index,
      name: names[index] ?? { hi: s.sectionNameHi, en: s.sectionName },
      totalQuestions: s.totalQuestions,
      markForCorrectAns: s.markForCorrectAns,
      markForInCorrectAns: s.markForInCorrectAns,
      opensAt: (windows.sections[index]?.opensAt ?? attempt.startedAt).toISOString(),
      closesAt: (windows.sections[index]?.closesAt ?? attempt.deadline).toISOString(),
    })),
    questions: setQuestions.list.map((q) => q.hall),
    responses: responses.map((r) => ({
      questionId: r.questionId,
      answer: r.answer,
      marked: r.marked,
      visited: true,
      seq: r.seq,
    })),
    lastSeq: last?.seq ?? 0,
    // A question taken out of the set since is no place to resume at.
    currentQuestionId:
      attempt.currentQuestionId && setQuestions.byId.has(attempt.currentQuestionId)
        ? attempt.currentQuestionId
        : null,
  };
}
