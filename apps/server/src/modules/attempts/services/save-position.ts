import type { AttemptTiming } from '@abhyas/core';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { sessionEnded } from '../../../lib/session-ended.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import type { TokenCaller } from '../../../plugins/access.ts';
import { attemptFacts, whyRefused } from '../attempt-facts.ts';
import { heldBy } from '../holder.ts';
import { assertOpenForAnswers, assertOwnAttempt } from '../policy.ts';
import { presentTiming } from '../presenter.ts';
import { loadSetQuestions } from '../set-questions.ts';

/**
 * Remembers the question the student has on screen, so a reload or another device resumes there.
 * Sent as the student moves, so it is as cheap as a save: the attempt and set come from the hall's
 * caches, and the write is one UPDATE that also checks the attempt is open and the account enabled.
 * It answers with the attempt's time, like a save, so a student who moves without answering also
 * learns of a moved deadline (the hall also sends it now and then as its heartbeat).
 */
export async function savePosition(
  d: Deps,
  caller: TokenCaller,
  attemptId: string,
  questionId: string,
): Promise<AttemptTiming> {
  const attempt = await attemptFacts(d, attemptId);
  assertOwnAttempt({ id: caller.userId }, attempt);
  assertOpenForAnswers(attempt, d.clock());
  const set = await loadSetQuestions(d, attempt.setId);
  if (!set.byId.has(questionId))
    throw new AppError(400, 'VALIDATION_ERROR', 'That question is not in this test', {
      field: 'questionId',
      rule: 'validation.attempts.unknownQuestion',
    });
  const result = await d.db.execute(sql`
    update attempts a set current_question_id = ${questionId}
    from users u
    where a.id = ${attemptId} and a.status = 'active' and u.id = a.user_id and u.disabled_at is null
      and not ${sessionEnded(caller.sessionId)} and ${heldBy(caller.sessionId)}
    returning 1 as done`);
  if (rowsOf(result).length === 0) throw await whyRefused(d, caller, attemptId);
  return presentTiming(attempt, d.clock());
}
