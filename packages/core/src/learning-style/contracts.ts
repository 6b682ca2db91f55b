import { z } from 'zod';
import { ruleMessagesEn } from '../auth/rules.ts';
import { learningStyleQuestions, learningStyles, optionIds } from './questionnaire.ts';

export const learningStyleMessagesEn: Record<string, string> = {
  'validation.learningStyle.incomplete': `must answer all ${learningStyleQuestions.length} questions`,
  'validation.learningStyle.option': 'must be one of a, b, c, d',
};
Object.assign(ruleMessagesEn, learningStyleMessagesEn);

/** Only the answers are sent: the server works the result out itself. */
export const learningStyleAnswersSchema = z.strictObject({
  answers: z
    .array(z.enum(optionIds, 'validation.learningStyle.option'), 'validation.learningStyle.incomplete')
    .length(learningStyleQuestions.length, 'validation.learningStyle.incomplete'),
});
export type LearningStyleAnswers = z.infer<typeof learningStyleAnswersSchema>;

export const learningStyleResultSchema = z.object({
  scores: z.object({
    visual: z.number(),
    auditory: z.number(),
    readWrite: z.number(),
    kinesthetic: z.number(),
  }),
  dominant: z.array(z.enum(learningStyles)),
});

export const savedLearningStyleSchema = z.object({
  answers: z.array(z.enum(optionIds)),
  result: learningStyleResultSchema,
  updatedAt: z.string(),
});
export type SavedLearningStyle = z.infer<typeof savedLearningStyleSchema>;
