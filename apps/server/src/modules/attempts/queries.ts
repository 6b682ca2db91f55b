import type { AttemptState } from '@abhyas/core';
import { eq, max } from 'drizzle-orm';
import {
  attemptEvents,
  attemptResponses,
  attempts,
  examSeries,
  practiceSets,
} from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { RawJson } from '../../lib/raw-json.ts';
import { type HallSetInfo, presentAttemptState } from './presenter.ts';
import { loadSetQuestions } from './set-questions.ts';
import { attemptStateJson } from './state-json.ts';

/** Reads shared by several attempt services. They decide nothing: callers apply the policy. */

/** An attempt with its set and series slug (undefined when there is no such attempt). */
export async function findAttemptWithSet(d: Deps, attemptId: string) {
  const [row] = await d.db
    .select({ attempt: attempts, set: practiceSets, seriesSlug: examSeries.slug })
    .from(attempts)
    .innerJoin(practiceSets, eq(practiceSets.id, attempts.setId))
    .innerJoin(examSeries, eq(examSeries.id, practiceSets.seriesId))
    .where(eq(attempts.id, attemptId));
  return row;
}

export type AttemptWithSet = NonNullable<Awaited<ReturnType<typeof findAttemptWithSet>>>;

/** The hall's state of an attempt: its set's questions (cached), its saved answers and last seq. */
export async function readAttemptState(
  d: Deps,
  attempt: AttemptWithSet['attempt'],
  set: { set: HallSetInfo; seriesSlug: string },
  fresh = false,
): Promise<RawJson<AttemptState>> {
  const [setQuestions, responses, last] = await Promise.all([
    loadSetQuestions(d, attempt.setId),
    // An attempt made by this very request has nothing saved yet: two statements fewer per candidate.
    fresh
      ? []
      : d.db
          .select({
            questionId: attemptResponses.questionId,
            answer: attemptResponses.answer,
            marked: attemptResponses.marked,
            seq: attemptResponses.seq,
          })
          .from(attemptResponses)
          .where(eq(attemptResponses.attemptId, attempt.id)),
    fresh
      ? undefined
      : d.db
          .select({ seq: max(attemptEvents.seq) })
          .from(attemptEvents)
          .where(eq(attemptEvents.attemptId, attempt.id))
          .then((rows) => rows[0]),
  ]);
  const state = presentAttemptState(
    attempt,
    set,
    {
      responses,
      lastSeq: last?.seq ?? 0,
      // A question taken out of the set since is no place to resume at.
      currentQuestionId:
        attempt.currentQuestionId && setQuestions.byId.has(attempt.currentQuestionId)
          ? attempt.currentQuestionId
          : null,
    },
    d.clock(),
  );
  return attemptStateJson(state, setQuestions.hallJson);
}
