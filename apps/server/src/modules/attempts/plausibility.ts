import {
  type AnswerRecordFacts,
  type FirstAttemptVerdict,
  judgeFirstAttempt,
  type PeerPace,
  PLAUSIBILITY_MIN_ANSWERED,
  paceIsJudged,
} from '@abhyas/core';
import { eq, max, sql } from 'drizzle-orm';
import { attemptEvents, attempts } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import type { Deps } from '../../deps.ts';
import { rowsOf } from '../../lib/sql-rows.ts';
import { inRanks } from '../leaderboards/standings.ts';

// Whether a first attempt's pace is plausible for a person (docs/exam-hall.md, "Honest ranks").

/**
 * The median pace (seconds per answered question) of a set's ranked takers who answered enough to be
 * judged, cached per set for a few minutes (it moves slowly, and a thousand submits at the deadline
 * must not each sort every taker). Read with the caller's transaction.
 */
export function peerPace(d: Deps, tx: Tx, setId: string): Promise<PeerPace> {
  return d.caches.peerPace.get(setId, async () => {
    const result = await tx.execute(sql`
      select count(*)::int as takers,
        percentile_cont(0.5) within group (
          order by ${attempts.answeringSeconds}::float8 / (${attempts.correct} + ${attempts.wrong})
        ) as median
      from ${attempts}
      where ${attempts.setId} = ${setId} and ${inRanks}
        and ${attempts.answeringSeconds} is not null
        and ${attempts.correct} + ${attempts.wrong} >= ${PLAUSIBILITY_MIN_ANSWERED}`);
    const row = rowsOf<{ takers: number; median: number | null }>(result)[0];
    return {
      takers: Number(row?.takers ?? 0),
      medianSecondsPerAnswer: row?.median == null ? null : Number(row.median),
    };
  });
}

/**
 * The server's measure of how long an attempt took to answer: from its start to its last accepted
 * save (the finish when it has none). Not the client's timeSpentMs, which a script writes itself.
 */
export async function answeringSeconds(tx: Tx, attempt: { id: string; startedAt: Date }, finish: Date) {
  const [last] = await tx
    .select({ at: max(attemptEvents.receivedAt) })
    .from(attemptEvents)
    .where(eq(attemptEvents.attemptId, attempt.id));
  const end = last?.at ?? finish;
  return Math.max(0, Math.round((end.getTime() - attempt.startedAt.getTime()) / 1000));
}

/**
 * The attempt's answer record, read from its saves (docs/exam-hall.md, "Honest ranks"): when each
 * answered question's final answer arrived (server time from the start), whether the question had a
 * visit (a save without an answer, which the hall sends when it first shows a question) before its
 * first answer, and the device's time on the answered questions. One statement over the attempt's own
 * rows (primary keys: attempt + question, attempt + seq).
 */
export async function answerRecord(
  tx: Tx,
  attempt: { id: string; startedAt: Date },
  answering: number,
): Promise<AnswerRecordFacts> {
  const result = await tx.execute(sql`
    with ev as (
      select question_id,
        min(seq) filter (where answer is not null) as first_answer,
        min(seq) filter (where answer is null) as first_blank
      from attempt_events where attempt_id = ${attempt.id}
      group by question_id
    )
    select
      extract(epoch from (fin.received_at - ${attempt.startedAt.toISOString()}::timestamptz))::float8 as at,
      coalesce(ev.first_blank < ev.first_answer, false) as visited,
      r.time_spent_ms as ms
    from attempt_responses r
    left join attempt_events fin on fin.attempt_id = r.attempt_id and fin.seq = r.seq
    left join ev on ev.question_id = r.question_id
    where r.attempt_id = ${attempt.id} and r.answer is not null`);
  const rows = rowsOf<{ at: number | null; visited: boolean; ms: number }>(result);
  return {
    arrivals: rows.map((r) => Math.max(0, Number(r.at ?? 0))),
    visited: rows.filter((r) => r.visited === true || String(r.visited) === 't').length,
    claimedSeconds: rows.reduce((sum, r) => sum + Number(r.ms ?? 0), 0) / 1000,
    answeringSeconds: answering,
  };
}

/**
 * The plausibility verdict on a first attempt at finalisation: its pace (against the takers' pace
 * when the attempt is judged at all) and its answer record.
 */
export async function judgeAttempt(
  d: Deps,
  tx: Tx,
  attempt: { id: string; setId: string; startedAt: Date },
  facts: { answered: number; correct: number; answeringSeconds: number },
): Promise<FirstAttemptVerdict> {
  // Most attempts are never judged (few answers, or guessing): they need not read the takers' pace.
  const peers = paceIsJudged(facts)
    ? await peerPace(d, tx, attempt.setId)
    : { medianSecondsPerAnswer: null, takers: 0 };
  const record = await answerRecord(tx, attempt, facts.answeringSeconds);
  return judgeFirstAttempt(facts, peers, record);
}
