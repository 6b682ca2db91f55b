/**
 * The learning-style questionnaire (VARK: Visual, Auditory, Read/write, Kinesthetic). The texts live
 * in the web app's translations (`learningStyle.questions.<id>`); here is only which option points
 * to which style. Option letters are shuffled per question so "always a" is not "always visual".
 */
export const learningStyles = ['visual', 'auditory', 'readWrite', 'kinesthetic'] as const;
export type LearningStyle = (typeof learningStyles)[number];
export const optionIds = ['a', 'b', 'c', 'd'] as const;
export type OptionId = (typeof optionIds)[number];

export interface LearningStyleQuestion {
  id: string;
  options: Record<OptionId, LearningStyle>;
}

export const learningStyleQuestions: readonly LearningStyleQuestion[] = [
  { id: 'newTopic', options: { a: 'visual', b: 'auditory', c: 'readWrite', d: 'kinesthetic' } },
  { id: 'formulas', options: { a: 'readWrite', b: 'visual', c: 'kinesthetic', d: 'auditory' } },
  { id: 'revision', options: { a: 'auditory', b: 'kinesthetic', c: 'visual', d: 'readWrite' } },
  { id: 'directions', options: { a: 'kinesthetic', b: 'readWrite', c: 'auditory', d: 'visual' } },
  { id: 'doubt', options: { a: 'visual', b: 'readWrite', c: 'auditory', d: 'kinesthetic' } },
  { id: 'currentAffairs', options: { a: 'auditory', b: 'visual', c: 'readWrite', d: 'kinesthetic' } },
  { id: 'mockTest', options: { a: 'kinesthetic', b: 'auditory', c: 'visual', d: 'readWrite' } },
  { id: 'remember', options: { a: 'readWrite', b: 'kinesthetic', c: 'auditory', d: 'visual' } },
  { id: 'newApp', options: { a: 'kinesthetic', b: 'visual', c: 'readWrite', d: 'auditory' } },
  { id: 'groupStudy', options: { a: 'auditory', b: 'readWrite', c: 'kinesthetic', d: 'visual' } },
];

export type LearningStyleScores = Record<LearningStyle, number>;

export interface LearningStyleResult {
  scores: LearningStyleScores;
  /** Every style with the top score, in the fixed VARK order; two or more means multimodal. */
  dominant: LearningStyle[];
}

/**
 * Counts one point per answer for the style the chosen option maps to. Answers are the option
 * letters in question order; the caller validates them first (see learningStyleAnswersSchema).
 */
export function scoreLearningStyle(answers: readonly OptionId[]): LearningStyleResult {
  if (answers.length !== learningStyleQuestions.length) {
    throw new Error(`expected ${learningStyleQuestions.length} answers, got ${answers.length}`);
  }
  const scores: LearningStyleScores = { visual: 0, auditory: 0, readWrite: 0, kinesthetic: 0 };
  answers.forEach((answer, i) => {
    const question = learningStyleQuestions[i];
    if (!question) return;
    scores[question.options[answer]] += 1;
  });
  const top = Math.max(...Object.values(scores));
  return { scores, dominant: learningStyles.filter((s) => scores[s] === top) };
}
