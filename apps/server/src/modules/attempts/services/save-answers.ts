import type { AnswerSave, SaveAck } from '@abhyas/core';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../../deps.ts';
import { hallActivity } from '../../../lib/hall-activity.ts';
import { sessionEnded } from '../../../lib/session-ended.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import type { TokenCaller } from '../../../plugins/access.ts';
import { attemptFacts, whyRefused } from '../attempt-facts.ts';
import { heldBy } from '../holder.ts';
import { assertOpenForAnswers, assertOwnAttempt, sectionRefusal } from '../policy.ts';
import { presentTiming } from '../presenter.ts';
import { loadSetQuestions } from '../set-questions.ts';
import { windowsOf } from '../windows.ts';

/**
 * Commits a batch of answer saves. Per question only the save with the highest seq counts, so a retry,
 * a replay after going offline, or saves arriving out of order all leave the latest answer. Each seq
 * is logged once (attempt_events), which makes repeats harmless and feeds the answer-change analysis.
 * Everything is one SQL statement that also re-checks, under a share lock, that the attempt is still
 * active, so a save cannot slip in after the attempt was finalised.
 */
export async function saveAnswers(
  d: Deps,
  caller: TokenCaller,
  attemptId: string,
  saves: readonly Required<AnswerSave>[],
): Promise<SaveAck> {
  const { userId } = caller;
  // Background work (PDF renders) yields to a hall in use.
  hallActivity.saved();
  const attempt = await attemptFacts(d, attemptId);
  assertOwnAttempt({ id: userId }, attempt);
  const now = d.clock();
  assertOpenForAnswers(attempt, now);

  const set = await loadSetQuestions(d, attempt.setId);
  const windows = windowsOf(attempt);
  const rejected: SaveAck['rejected'] = [];
  const accepted = new Map<number, Required<AnswerSave>>();
  for (const save of saves) {
    const question = set.byId.get(save.questionId);
    if (!question) {
      rejected.push({ seq: save.seq, reason: 'unknownQuestion' });
      continue;
    }
    if (save.answer !== null && save.answer >= question.optionCount) {
      rejected.push({ seq: save.seq, reason: 'invalidAnswer' });
      continue;
    }
    const refusal = sectionRefusal(windows.sections[question.hall.section], now);
    if (refusal) {
      rejected.push({ seq: save.seq, reason: refusal });
      continue;
    }
    accepted.set(save.seq, save);
  }

  if (accepted.size > 0) {
    const input = JSON.stringify(
      [...accepted.values()].map((s) => ({
        seq: s.seq,
        question_id: s.questionId,
        answer: s.answer,
        marked: s.marked,
        time_ms: s.timeSpentMs,
      })),
    );
    const result = await d.db.execute(sql`
      with att as (
        select a.id from attempts a join users u on u.id = a.user_id
        where a.id = ${attemptId} and a.status = 'active' and u.disabled_at is null
          and not ${sessionEnded(caller.sessionId)} and ${heldBy(caller.sessionId)}
        for share of a
      ),
      input as (
        select t.* from jsonb_to_recordset(${input}::jsonb)
          as t(seq int, question_id uuid, answer smallint, marked boolean, time_ms int)
        where exists (select 1 from att)
      ),
      ev as (
        insert into attempt_events (attempt_id, seq, question_id, answer, marked, received_at)
        select ${attemptId}, seq, question_id, answer, marked, ${now.toISOString()}::timestamptz from input
        on conflict do nothing
        returning seq
      ),
      fresh as (
        select distinct on (i.question_id) i.question_id, i.seq, i.answer, i.marked,
          -- Time saturates at the column's limit (2^31 − 1 ms, 24 days): a sum past it must not make
          -- every later save of the question fail.
          least(sum(i.time_ms) over (partition by i.question_id), 2147483647)::int as time_ms
        from input i join ev on ev.seq = i.seq
        order by i.question_id, i.seq desc
      ),
      up as (
        insert into attempt_responses as r (attempt_id, question_id, answer, marked, seq, time_spent_ms)
        select ${attemptId}, question_id, answer, marked, seq, time_ms from fresh
        on conflict (attempt_id, question_id) do update set
          answer = case when r.seq < excluded.seq then excluded.answer else r.answer end,
          marked = case when r.seq < excluded.seq then excluded.marked else r.marked end,
          seq = greatest(r.seq, excluded.seq),
          time_spent_ms = least(r.time_spent_ms::bigint + excluded.time_spent_ms, 2147483647)::int
        returning 1
      )
      select (select count(*) from att)::int as open
    `);
    if (!rowsOf<{ open: number }>(result)[0]?.open) throw await whyRefused(d, caller, attemptId);
  }
  // The deadline rides on every acknowledgement: a running hall learns of compensatory time this way.
  return { ...presentTiming(attempt, d.clock()), acked: [...accepted.keys()], rejected };
}
