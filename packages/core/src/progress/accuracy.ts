/**
 * Accuracy as a whole percent: right answers out of the answers given, rounded; null when nothing
 * was answered (there is no accuracy yet, which is not 0 %). The one rule for quizzes, topics,
 * subjects and the dashboard (issue 17 found it written four times with two answers for zero).
 * A test's accuracy to two decimals is `accuracyOf` (exams/scoring.ts).
 */
export function wholePercent(correct: number, answered: number): number | null {
  return answered <= 0 ? null : Math.round((correct * 100) / answered);
}
