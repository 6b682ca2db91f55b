/** How often a question's chosen answer moved, and in which direction. */
export interface AnswerChangeCounts {
  total: number;
  rightToWrong: number;
  wrongToRight: number;
  wrongToWrong: number;
}

export const noAnswerChanges = (): AnswerChangeCounts => ({
  total: 0,
  rightToWrong: 0,
  wrongToRight: 0,
  wrongToWrong: 0,
});

/**
 * How a question's chosen answer moved over the test, from its saves in seq order. A change is any
 * move away from a chosen option (to another option or to none). `rightToWrong` on the result says the
 * student had the right answer at some point and did not finish on it.
 */
export function answerChanges(answers: readonly (number | null)[], correct: number) {
  const counts = noAnswerChanges();
  let previous: number | null = null;
  let hadRight = false;
  for (const answer of answers) {
    if (answer === correct) hadRight = true;
    if (previous !== null && answer !== previous) {
      counts.total += 1;
      if (previous === correct) counts.rightToWrong += 1;
      else if (answer === correct) counts.wrongToRight += 1;
      else if (answer !== null) counts.wrongToWrong += 1;
    }
    if (answer !== null || previous !== null) previous = answer;
  }
  const final = answers.length ? (answers[answers.length - 1] ?? null) : null;
  return { counts, rightToWrong: hadRight && final !== correct };
}

/** Adds one question's counts into a running total (the analysis's summary line). */
export function addAnswerChanges(total: AnswerChangeCounts, more: AnswerChangeCounts): AnswerChangeCounts {
  return {
    total: total.total + more.total,
    rightToWrong: total.rightToWrong + more.rightToWrong,
    wrongToRight: total.wrongToRight + more.wrongToRight,
    wrongToWrong: total.wrongToWrong + more.wrongToWrong,
  };
}
