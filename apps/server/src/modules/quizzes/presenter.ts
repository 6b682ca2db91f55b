import type {
  QuizHistoryItem,
  QuizQuestion,
  QuizResult,
  QuizState,
  QuizVerdict,
  ReviseItem,
} from '@abhyas/core';
import { wholePercent } from '@abhyas/core';
import type { quizQuestions, quizzes, reviseItems } from '../../db/schema/index.ts';
import { type QuestionContent, refOf } from './question-source.ts';

type QuizRow = typeof quizzes.$inferSelect;
type QuizQuestionRow = typeof quizQuestions.$inferSelect;
type ReviseRow = typeof reviseItems.$inferSelect;

const missing: QuestionContent = {
  text: { hi: '', en: '' },
  options: [],
  image: null,
  correctOption: 0,
  explanation: { hi: '', en: '' },
};
const contentOf = (content: Map<string, QuestionContent>, row: QuizQuestionRow) =>
  content.get(row.questionRef) ?? missing;

/** A question before its answer: text and options only, never the key or the explanation. */
export function presentQuestion(row: QuizQuestionRow, content: Map<string, QuestionContent>): QuizQuestion {
  const c = contentOf(content, row);
  return {
    position: row.position,
    subject: row.subject,
    topic: row.topic,
    text: c.text,
    options: c.options,
    image: c.image,
    ...(c.passage ? { passage: c.passage } : {}),
  };
}

/** The verdict as first judged (stored), so a repeated answer gets the same one. */
export function presentVerdict(
  row: QuizQuestionRow,
  content: Map<string, QuestionContent>,
): QuizVerdict | null {
  if (row.answer === null || row.correct === null || row.correctOption === null) return null;
  // A key sealed since the answer (core's `sealOf`) is withheld until its set is submitted.
  if (content.get(row.questionRef)?.seal) return null;
  return {
    position: row.position,
    answer: row.answer,
    correct: row.correct,
    correctOption: row.correctOption,
    explanation: contentOf(content, row).explanation,
  };
}

const verdictsOf = (rows: QuizQuestionRow[], content: Map<string, QuestionContent>) =>
  rows.flatMap((r) => {
    const v = presentVerdict(r, content);
    return v ? [v] : [];
  });

const head = (quiz: QuizRow) => ({ id: quiz.id, kind: quiz.kind, subject: quiz.subject, topic: quiz.topic });

export function presentQuiz(
  quiz: QuizRow,
  rows: QuizQuestionRow[],
  content: Map<string, QuestionContent>,
  now: Date,
): QuizState {
  return {
    ...head(quiz),
    length: rows.length,
    timerSeconds: quiz.timerSeconds,
    startedAt: quiz.startedAt.toISOString(),
    serverTime: now.toISOString(),
    finishedAt: quiz.finishedAt?.toISOString() ?? null,
    questions: rows.map((r) => presentQuestion(r, content)),
    verdicts: verdictsOf(rows, content),
  };
}

export function presentResult(
  quiz: QuizRow & { finishedAt: Date },
  rows: QuizQuestionRow[],
  content: Map<string, QuestionContent>,
): QuizResult {
  const verdicts = verdictsOf(rows, content);
  const correct = verdicts.filter((v) => v.correct).length;
  return {
    ...head(quiz),
    total: rows.length,
    correct,
    wrong: verdicts.length - correct,
    skipped: rows.length - verdicts.length,
    // A quiz's score counts skipped questions as not right: out of its length, not of answers given.
    scorePercent: wholePercent(correct, rows.length) ?? 0,
    startedAt: quiz.startedAt.toISOString(),
    finishedAt: quiz.finishedAt.toISOString(),
    questions: rows.map((r) => presentQuestion(r, content)),
    verdicts,
  };
}

export function presentHistoryItem(quiz: QuizRow): QuizHistoryItem {
  return {
    ...head(quiz),
    total: quiz.length,
    answered: quiz.answered,
    correct: quiz.correct,
    startedAt: quiz.startedAt.toISOString(),
    finishedAt: quiz.finishedAt?.toISOString() ?? null,
  };
}

/** A revise item: the student answered it already, so the key and explanation go with it. */
export function presentReviseItem(row: ReviseRow, content: Map<string, QuestionContent>): ReviseItem {
  const c = content.get(refOf(row)) ?? missing;
  return {
    id: row.id,
    subject: row.subject,
    topic: row.topic,
    text: c.text,
    options: c.options,
    image: c.image,
    ...(c.passage ? { passage: c.passage } : {}),
    yourAnswer: row.lastAnswer,
    correctOption: c.correctOption,
    explanation: c.explanation,
    addedAt: row.addedAt.toISOString(),
  };
}
