import { type AttemptState, attemptStateSchema } from '@abhyas/core';
import { type RawJson, withJsonField } from '../../lib/raw-json.ts';

/** An attempt's state but its questions, which come as JSON text from the set's cache. */
export type StateWithoutQuestions = Omit<AttemptState, 'questions'>;

const stateWithoutQuestionsSchema = attemptStateSchema.omit({ questions: true });

/**
 * The hall's state as JSON text: the attempt's own part validated and serialised per request (a few
 * hundred bytes), the questions spliced in from the text the set's cache made once (set-questions.ts).
 * Validating and serialising a 50-question bilingual paper per candidate was most of a paper load's
 * work on the event loop when 10,000 candidates arrive in a minute (bench/live-day.ts).
 */
export function attemptStateJson(state: StateWithoutQuestions, questionsJson: string): RawJson<AttemptState> {
  return withJsonField(JSON.stringify(stateWithoutQuestionsSchema.parse(state)), 'questions', questionsJson);
}
