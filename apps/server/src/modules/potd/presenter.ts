import { type ContentLanguage, type PotdProblem, type PotdScheduleEntry, subjectName } from '@abhyas/core';
import type { potdProblems, questions } from '../../db/schema/index.ts';

export type QuestionRow = typeof questions.$inferSelect;
type ProblemRow = typeof potdProblems.$inferSelect;

/**
 * A day's problem in the reader's language. Without `reveal` the options carry no `isCorrect` and
 * there is no explanation: nothing in the response tells the right option before it is solved.
 */
export function presentProblem(
  day: string,
  q: QuestionRow,
  lang: ContentLanguage,
  opts: { reveal: boolean; bookmarked: boolean },
): PotdProblem {
  return {
    day,
    questionId: q.id,
    questionText: lang === 'hi' ? q.textHi : q.textEn,
    difficulty: q.difficulty,
    category: subjectName(q.topic, lang),
    subject: q.subject,
    topic: q.topic,
    options: q.options.map((o, i) =>
      opts.reveal ? { text: o[lang], isCorrect: i === q.correctOption } : { text: o[lang] },
    ),
    ...(opts.reveal ? { explanation: lang === 'hi' ? q.explanationHi : q.explanationEn } : {}),
    bookmarked: opts.bookmarked,
  };
}

/** An admin's calendar entry: both languages and the key (admins write and check the problems). */
export function presentScheduleEntry(row: ProblemRow, q: QuestionRow, solvers: number): PotdScheduleEntry {
  return {
    day: row.day,
    questionId: q.id,
    source: row.source,
    text: { hi: q.textHi, en: q.textEn },
    options: q.options,
    correctOption: q.correctOption,
    subject: q.subject,
    topic: q.topic,
    difficulty: q.difficulty,
    solvers,
  };
}
