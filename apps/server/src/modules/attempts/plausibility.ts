import {
  judgePace,
  type PeerPace,
  PLAUSIBILITY_MIN_ANSWERED,
  type PlausibilityVerdict,
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

/** The plausibility verdict on a first attempt at finalisation. */
export async function judgeAttempt(
  d: Deps,
  tx: Tx,
  setId: string,
  facts: { answered: number; correct: number; answeringSeconds: number },
): Promise<PlausibilityVerdict> {
  // Most attempts are never judged (few answers, or guessing): they need not read the takers' pace.
  const peers = paceIsJudged(facts)
    ? await peerPace(d, tx, setId)
    : { medianSecondsPerAnswer: null, takers: 0 };
  return judgePace(facts, peers);
}
