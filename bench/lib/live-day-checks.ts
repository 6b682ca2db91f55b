/**
 * What the live-day bench checks in the database after the day: every acknowledged answer is there,
 * and the ranks are published (the live test's results, or the hall's histogram) and right.
 */
import pg from 'pg';
import { sleep } from './exam-load.ts';
import type { DayResult } from './live-day-load.ts';

/** Acknowledged answers (the latest per candidate and question) missing or older in attempt_responses. */
export async function lostAnswers(url: string, day: DayResult): Promise<{ checked: number; lost: string[] }> {
  const latest = new Map<string, { seq: number; answer: number }>();
  const { cand, q, seq, answer } = day.acked;
  for (let k = 0; k < cand.length; k++) {
    const attemptId = day.attemptIds[cand[k]!];
    if (!attemptId) continue;
    const key = `${attemptId}|${day.questionIds[q[k]!]}`;
    const prev = latest.get(key);
    if (!prev || prev.seq < seq[k]!) latest.set(key, { seq: seq[k]!, answer: answer[k]! });
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ids = day.attemptIds.filter((a): a is string => a !== null);
    const { rows } = await client.query<{
      attempt_id: string;
      question_id: string;
      answer: number | null;
      seq: number;
    }>(
      'select attempt_id, question_id, answer, seq from attempt_responses where attempt_id = any($1::uuid[])',
      [ids],
    );
    const stored = new Map(rows.map((r) => [`${r.attempt_id}|${r.question_id}`, r]));
    const lost: string[] = [];
    for (const [key, want] of latest) {
      const got = stored.get(key);
      // A later seq in the database is a save whose ack the client lost, not a lost answer.
      if (!got || got.seq < want.seq || (got.seq === want.seq && got.answer !== want.answer))
        lost.push(
          `${key}: acked seq ${want.seq} answer ${want.answer}, stored ${got ? `seq ${got.seq} answer ${got.answer}` : 'nothing'}`,
        );
    }
    return { checked: latest.size, lost };
  } finally {
    await client.end();
  }
}

export interface Published {
  /** ms from the window's close (the deadline) until every rank was published. */
  afterCloseMs: number;
  /** Live: ms the publishing node spent, from its claim to the published results (the rest is grace and tick). */
  workMs: number | null;
  ranked: number;
  problems: string[];
}

/** Hall: a submit answers with its rank, so the ranks are out once every submit is; checks the histogram. */
export async function hallRanks(
  url: string,
  setSlug: string,
  day: DayResult,
  expected: number,
): Promise<Published> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ submitted: number; takers: number }>(
      `select (select count(*)::int from attempts where set_id = s.id and status = 'submitted' and ranked
                and (rank_review is null or rank_review = 'cleared')) as submitted,
              (select coalesce(sum(takers), 0)::int from set_score_counts where set_id = s.id) as takers
       from practice_sets s where s.slug = $1`,
      [setSlug],
    );
    const r = rows[0] ?? { submitted: 0, takers: 0 };
    const problems: string[] = [];
    if (r.submitted !== expected)
      problems.push(`${r.submitted} ranked submitted attempts, expected ${expected}`);
    if (r.takers !== r.submitted)
      problems.push(`histogram holds ${r.takers} takers for ${r.submitted} attempts`);
    return {
      afterCloseMs: Math.max(0, day.lastSubmitAfterDeadlineMs),
      workMs: null,
      ranked: r.takers,
      problems,
    };
  } finally {
    await client.end();
  }
}

/** Live: polls until the test's results are published, then checks every rank is the competition rank. */
export async function liveRanks(
  url: string,
  liveTestId: string,
  expected: number,
  timeoutMs: number,
): Promise<Published> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = Date.now();
    let publishedAfter: number | null = null;
    let workMs: number | null = null;
    while (Date.now() - started < timeoutMs) {
      const { rows } = await client.query<{ after_ms: number | null; work_ms: number | null }>(
        `select (extract(epoch from results_published_at - ends_at) * 1000)::float8 as after_ms,
                (extract(epoch from results_published_at - publishing_at) * 1000)::float8 as work_ms
         from live_tests where id = $1`,
        [liveTestId],
      );
      publishedAfter = rows[0]?.after_ms ?? null;
      workMs = rows[0]?.work_ms ?? null;
      if (publishedAfter !== null) break;
      await sleep(200);
    }
    if (publishedAfter === null)
      return {
        afterCloseMs: Number.NaN,
        workMs: null,
        ranked: 0,
        problems: [`not published within ${timeoutMs / 1000} s`],
      };
    const { rows } = await client.query<{ n: number; wrong: number }>(
      `select count(*)::int as n, count(*) filter (where rank <> expected)::int as wrong
       from (select rank, rank() over (order by score_milli desc) as expected
             from live_results where live_test_id = $1) r`,
      [liveTestId],
    );
    const r = rows[0] ?? { n: 0, wrong: 0 };
    const problems: string[] = [];
    if (r.n !== expected) problems.push(`${r.n} results published, expected ${expected}`);
    // Every candidate submitted before the close: none may have been finalised by the publication.
    const { rows: by } = await client.query<{ candidate: number; other: number }>(
      `select count(*) filter (where a.finished_by = 'candidate')::int as candidate,
              count(*) filter (where a.finished_by is distinct from 'candidate')::int as other
       from live_registrations r join attempts a on a.id = r.attempt_id where r.live_test_id = $1`,
      [liveTestId],
    );
    const f = by[0] ?? { candidate: 0, other: 0 };
    if (f.candidate !== expected || f.other > 0)
      problems.push(
        `${f.candidate} attempts submitted by their candidate (expected ${expected}), ${f.other} finished otherwise`,
      );
    if (r.wrong > 0) problems.push(`${r.wrong} ranks are not the competition rank of their score`);
    return { afterCloseMs: publishedAfter, workMs, ranked: r.n, problems };
  } finally {
    await client.end();
  }
}
