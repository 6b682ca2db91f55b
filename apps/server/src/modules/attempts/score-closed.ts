import {
  type ExamKey,
  examTemplates,
  judgeFirstAttempt,
  type PeerPace,
  PLAUSIBILITY_MIN_ANSWERED,
  scoreSectionCounts,
} from '@abhyas/core';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tx.ts';
import type { Deps } from '../../deps.ts';
import { rowsOf } from '../../lib/sql-rows.ts';

/** Rows per bulk update: a few hundred kilobytes of JSON each. */
const WRITE_BATCH = 2_000;

interface SheetRow {
  id: string;
  exam_key: ExamKey;
  ranked: boolean;
  /** [section, correct, wrong, skipped] per section that has questions in the set. */
  sheet: [number, number, number, number][] | null;
  answering_seconds: number;
  arrivals: number[] | null;
  visited: number | null;
  claimed_ms: number | null;
}

/**
 * Scores every closed attempt of a live test at its publication, in the caller's transaction
 * (docs/live-tests.md, "Close now, score at publication"): what finalise.ts does for one attempt,
 * done for all of them with one read and a few bulk writes. The sheets (right, wrong and skipped per
 * section against the set's key), the server's answering time and the answer record are counted in
 * SQL; the score and the honest-ranks verdict come from core's rules, as for any attempt. The peer
 * pace is the cohort's own median: everyone sat the same paper in the same window. Returns how many
 * were scored.
 */
export async function scoreClosedAttempts(d: Deps, tx: Tx, liveTestId: string): Promise<number> {
  const rows = rowsOf<SheetRow>(
    await tx.execute(sql`
      with att as (
        select a.id, a.set_id, a.exam_key, a.ranked, a.started_at, a.submitted_at
        from live_registrations r join attempts a on a.id = r.attempt_id
        where r.live_test_id = ${liveTestId} and a.status = 'closed'
      ),
      counted as (
        select att.id, sq.section,
          count(*) filter (where ar.answer is not null and ar.answer = q.correct_option)::int as correct,
          count(*) filter (where ar.answer is not null and ar.answer <> q.correct_option)::int as wrong,
          count(*) filter (where ar.answer is null)::int as skipped
        from att join set_questions sq on sq.set_id = att.set_id
          join questions q on q.id = sq.question_id
          left join attempt_responses ar on ar.attempt_id = att.id and ar.question_id = sq.question_id
        group by att.id, sq.section
      ),
      sheets as (
        select id, jsonb_agg(jsonb_build_array(section, correct, wrong, skipped)) as sheet
        from counted group by id
      ),
      last_save as (
        select e.attempt_id as id, max(e.received_at) as at
        from attempt_events e join att on att.id = e.attempt_id group by e.attempt_id
      ),
      ev as (
        select e.attempt_id, e.question_id,
          min(e.seq) filter (where e.answer is not null) as first_answer,
          min(e.seq) filter (where e.answer is null) as first_blank
        from attempt_events e join att on att.id = e.attempt_id group by e.attempt_id, e.question_id
      ),
      record as (
        select r.attempt_id as id,
          array_agg(coalesce(extract(epoch from (fin.received_at - att.started_at))::float8, 0)) as arrivals,
          count(*) filter (where coalesce(ev.first_blank < ev.first_answer, false))::int as visited,
          coalesce(sum(r.time_spent_ms), 0)::float8 as claimed_ms
        from att join attempt_responses r on r.attempt_id = att.id and r.answer is not null
          left join attempt_events fin on fin.attempt_id = r.attempt_id and fin.seq = r.seq
          left join ev on ev.attempt_id = r.attempt_id and ev.question_id = r.question_id
        group by r.attempt_id
      )
      select att.id::text as id, att.exam_key, att.ranked, sheets.sheet,
        greatest(0, round(extract(epoch from (coalesce(last_save.at, att.submitted_at) - att.started_at))))::int
          as answering_seconds,
        record.arrivals, record.visited, record.claimed_ms
      from att left join sheets on sheets.id = att.id left join last_save on last_save.id = att.id
        left join record on record.id = att.id`),
  );
  if (rows.length === 0) return 0;
  const scored = rows.map((r) => ({ row: r, score: scoreSectionCounts(r.exam_key, countsOf(r)) }));
  const peers = cohortPace(scored.map(({ row, score }) => ({ row, answered: score.correct + score.wrong })));
  const updates = scored.map(({ row, score }) => {
    const answered = score.correct + score.wrong;
    const verdict = row.ranked
      ? judgeFirstAttempt(
          { answered, correct: score.correct, answeringSeconds: row.answering_seconds },
          peers,
          {
            arrivals: (row.arrivals ?? []).map((a) => Math.max(0, Number(a))),
            visited: Number(row.visited ?? 0),
            claimedSeconds: Number(row.claimed_ms ?? 0) / 1000,
            answeringSeconds: row.answering_seconds,
          },
        )
      : null;
    const held = verdict !== null && !verdict.plausible;
    if (held)
      d.log.warn(
        { attemptId: row.id, answered, answeringSeconds: row.answering_seconds, record: verdict.record },
        'live attempt held out of the practice ranks for review',
      );
    return {
      id: row.id,
      score_milli: score.totalMilli,
      correct: score.correct,
      wrong: score.wrong,
      skipped: score.skipped,
      section_results: score.sections,
      answering_seconds: row.answering_seconds,
      held,
      floor: held ? verdict.floorSeconds : null,
    };
  });
  for (let i = 0; i < updates.length; i += WRITE_BATCH) {
    const batch = JSON.stringify(updates.slice(i, i + WRITE_BATCH));
    await tx.execute(sql`update attempts a set status = 'submitted', score_milli = v.score_milli,
        correct = v.correct, wrong = v.wrong, skipped = v.skipped, section_results = v.section_results,
        answering_seconds = v.answering_seconds,
        rank_review = case when v.held then 'pending' else a.rank_review end,
        rank_review_floor_seconds = case when v.held then v.floor else a.rank_review_floor_seconds end
      from jsonb_to_recordset(${batch}::jsonb) as v(id uuid, score_milli int, correct int, wrong int,
        skipped int, section_results jsonb, answering_seconds int, held boolean, floor real)
      where a.id = v.id and a.status = 'closed'`);
  }
  return updates.length;
}

/** One count per template section, zeros where the set has no question of it (as scoreSheet counts). */
function countsOf(row: SheetRow) {
  const counts = examTemplates[row.exam_key].sections.map(() => ({ correct: 0, wrong: 0, skipped: 0 }));
  for (const [section, correct, wrong, skipped] of row.sheet ?? []) {
    const c = counts[section];
    if (!c) throw new RangeError(`${row.exam_key} has no section ${section + 1}`);
    Object.assign(c, { correct, wrong, skipped });
  }
  return counts;
}

/** The median pace (seconds per answered question) of the cohort's ranked attempts judged at all. */
function cohortPace(list: { row: SheetRow; answered: number }[]): PeerPace {
  const paces = list
    .filter(({ row, answered }) => row.ranked && answered >= PLAUSIBILITY_MIN_ANSWERED)
    .map(({ row, answered }) => row.answering_seconds / answered)
    .sort((a, b) => a - b);
  if (paces.length === 0) return { takers: 0, medianSecondsPerAnswer: null };
  const mid = Math.floor(paces.length / 2);
  const median =
    paces.length % 2 ? (paces[mid] as number) : ((paces[mid - 1] as number) + (paces[mid] as number)) / 2;
  return { takers: paces.length, medianSecondsPerAnswer: median };
}
