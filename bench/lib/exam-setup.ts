/**
 * Exam-hall fixtures, written straight into the database by the exam-app target before it listens
 * (PGlite belongs to the server's process, so the target is the one place that can reach both kinds
 * of database the same way). Users share one argon2 hash, computed once: signing 5,000 users up
 * through the API would spend minutes in argon2 and measure nothing the benches are about.
 */
import { attemptWindows, type ExamKey, examTemplates } from '@abhyas/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { rowsOf } from '../../apps/server/src/lib/sql-rows.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';

export const benchPassword = 'bench-Password-1';

export interface ExamSetup {
  /** Users with an active, ranked attempt at `setSlug`, started now. */
  candidates?: {
    setSlug: string;
    count: number;
    /** Share (0–1) of the set's questions given a random saved answer (attempt_responses). */
    answered?: number;
    /**
     * All attempts end together this many seconds after the setup (started a test's length before
     * that): one deadline for everyone, the deadline stampede of `bench/deadline-stampede.ts`.
     */
    deadlineInSeconds?: number;
  };
  /** Users with a submitted, ranked attempt at a set (random scores), and the set's histogram. */
  finished?: { setSlug: string; count: number; probes: number }[];
  /** One user with the bench password, to sign in through the UI. */
  student?: boolean;
  /** Runs EXPLAIN ANALYZE of the result route's queries for the first probe of each finished set. */
  explain?: boolean;
}

export interface Candidate {
  userId: string;
  username: string;
  attemptId: string;
}

export interface Plan {
  query: string;
  nodes: string[];
  relations: string[];
  /** Median of the runs, ms, as PostgreSQL reports it (execution only, no round trip). */
  executionMs: number;
  planningMs: number;
  text: string;
}

export interface ExamSetupResult {
  setupMs: number;
  candidates: Candidate[];
  /** Question ids of the candidates' set, in test order. */
  questionIds: string[];
  /** The candidates' common deadline (ISO), when `deadlineInSeconds` was asked for. */
  deadline?: string;
  finished: { setSlug: string; count: number; probes: Candidate[]; plans: Plan[] }[];
  student?: { username: string; password: string; userId: string };
}

async function setRow(db: Db, slug: string) {
  const rows = rowsOf<{ id: string; exam_key: ExamKey }>(
    await db.execute(sql`select id, exam_key from practice_sets where slug = ${slug}`),
  );
  const row = rows[0];
  if (!row) throw new Error(`no practice set ${slug}: is SEED_CONTENT on and content/sets present?`);
  return { id: row.id, examKey: row.exam_key };
}

async function insertUsers(db: Db, prefix: string, count: number, hash: string): Promise<void> {
  // Batches keep each statement's memory small on PGlite.
  for (let from = 1; from <= count; from += 10_000) {
    const to = Math.min(count, from + 9_999);
    await db.execute(sql`
      insert into users (name, username, email, password_hash)
      select 'Bench ' || ${prefix} || g, ${prefix} || g, ${prefix} || g || '@bench.abhyas.local', ${hash}
      from generate_series(${from}::int, ${to}::int) g`);
  }
}

export async function runExamSetup(db: Db, setup: ExamSetup): Promise<ExamSetupResult> {
  const started = performance.now();
  const hash = await hashPassword(benchPassword);
  const result: ExamSetupResult = { setupMs: 0, candidates: [], questionIds: [], finished: [] };

  if (setup.candidates) {
    const c = setup.candidates;
    const set = await setRow(db, c.setSlug);
    // Started 40 minutes ago, as a student submitting late in the test would be: an attempt answered
    // within seconds of its start is held out of the ranks as implausible (docs/exam-hall.md), and
    // these fixtures have no saves, so the server measures their pace from the start to the submit.
    let now = new Date(Date.now() - 40 * 60_000);
    let windows = attemptWindows(examTemplates[set.examKey], now, false);
    if (c.deadlineInSeconds !== undefined) {
      // Shift the start so that the deadline falls where the stampede wants it.
      const length = windows.deadline.getTime() - now.getTime();
      now = new Date(Date.now() + c.deadlineInSeconds * 1000 - length);
      windows = attemptWindows(examTemplates[set.examKey], now, false);
      result.deadline = windows.deadline.toISOString();
    }
    await insertUsers(db, 'bench_c', c.count, hash);
    await db.execute(sql`
      insert into attempts (user_id, set_id, exam_key, language, ranked, started_at, deadline)
      select id, ${set.id}, ${set.examKey}, 'hi', true, ${now.toISOString()}::timestamptz,
        ${windows.deadline.toISOString()}::timestamptz
      from users where starts_with(username, 'bench_c')`);
    result.candidates = rowsOf<{ user_id: string; username: string; attempt_id: string }>(
      await db.execute(sql`
        select u.id as user_id, u.username, a.id as attempt_id
        from users u join attempts a on a.user_id = u.id and a.set_id = ${set.id}
        where starts_with(u.username, 'bench_c')
        order by length(u.username), u.username`),
    ).map((r) => ({ userId: r.user_id, username: r.username, attemptId: r.attempt_id }));
    result.questionIds = rowsOf<{ question_id: string }>(
      await db.execute(sql`select question_id from set_questions where set_id = ${set.id} order by position`),
    ).map((r) => r.question_id);
    if (c.answered && c.answered > 0) {
      // Answered as a person answers (the answer record held for review otherwise: docs/exam-hall.md):
      // a visit to each question, then its answer 20 s into it, one question after another.
      await db.execute(sql`
        with ans as (
          select a.id as attempt_id, a.started_at, sq.question_id, sq.position,
                 floor(random() * 4)::smallint as answer
          from attempts a join set_questions sq on sq.set_id = a.set_id
          where a.set_id = ${set.id} and a.status = 'active' and random() < ${c.answered}
        ), events as (
          insert into attempt_events (attempt_id, seq, question_id, answer, marked, received_at)
          select attempt_id, position * 2 - 1, question_id, null, false,
                 started_at + make_interval(secs => position * 20 - 15)
          from ans
          union all
          select attempt_id, position * 2, question_id, answer, false,
                 started_at + make_interval(secs => position * 20)
          from ans
          returning 1
        )
        insert into attempt_responses (attempt_id, question_id, answer, marked, seq, time_spent_ms)
        select attempt_id, question_id, answer, false, position * 2, 20000 from ans`);
    }
  }

  for (const [k, f] of (setup.finished ?? []).entries()) {
    const set = await setRow(db, f.setSlug);
    const template = examTemplates[set.examKey];
    const total = template.sections.reduce((n, s) => n + s.totalQuestions, 0);
    // Milli-marks as scoring does them (the first section's marking, which is every section's in the seeded sets).
    const plus = Math.round((template.sections[0]?.markForCorrectAns ?? 1) * 1000);
    const minus = Math.round((template.sections[0]?.markForInCorrectAns ?? 0) * 1000);
    const prefix = `bench_f${k}_`;
    await insertUsers(db, prefix, f.count, hash);
    const startedAt = new Date(Date.now() - 2 * 3600_000).toISOString();
    const submittedAt = new Date(Date.now() - 3600_000).toISOString();
    // correct in 0..total, wrong in 0..(total - correct); the histogram is built from the same rows.
    await db.execute(sql`
      with u as (
        select id from users where starts_with(username, ${prefix})
      ), s as (
        select id, c, floor(random() * (${total}::int - c + 1))::int as w
        from (select id, floor(random() * (${total}::int + 1))::int as c from u) x
      ), a as (
        insert into attempts (user_id, set_id, exam_key, language, status, ranked, started_at, deadline,
          submitted_at, finished_by, score_milli, correct, wrong, skipped, time_taken_seconds)
        select id, ${set.id}, ${set.examKey}, 'hi', 'submitted', true, ${startedAt}::timestamptz,
          ${submittedAt}::timestamptz, ${submittedAt}::timestamptz, 'candidate',
          c * ${plus}::int - w * ${minus}::int, c, w, ${total}::int - c - w, 3600
        from s
        returning score_milli
      )
      insert into set_score_counts (set_id, score_milli, takers)
      select ${set.id}, score_milli, count(*)::int from a group by score_milli
      on conflict (set_id, score_milli) do update set takers = set_score_counts.takers + excluded.takers`);
    await db.execute(sql`analyze attempts`);
    await db.execute(sql`analyze set_score_counts`);
    // Probes spread over the user numbers, so their scores (random) spread over the histogram.
    const step = Math.max(1, Math.floor(f.count / Math.max(1, f.probes)));
    const names = Array.from({ length: Math.min(f.probes, f.count) }, (_, i) => `${prefix}${1 + i * step}`);
    const probes = rowsOf<{ user_id: string; username: string; attempt_id: string; score_milli: number }>(
      await db.execute(sql`
        select u.id as user_id, u.username, a.id as attempt_id, a.score_milli
        from users u join attempts a on a.user_id = u.id and a.set_id = ${set.id}
        where u.username in (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )})`),
    );
    const plans: Plan[] = [];
    const probe = probes[0];
    if (setup.explain && probe) {
      const queries: [string, ReturnType<typeof sql>][] = [
        [
          'load attempt (attempts ⋈ practice_sets ⋈ exam_series by attempts.id)',
          sql`select a.*, p.slug, e.slug from attempts a join practice_sets p on p.id = a.set_id
              join exam_series e on e.id = p.series_id where a.id = ${probe.attempt_id}`,
        ],
        [
          // The same statement as modules/leaderboards/standings.ts `standing`: both sums in one pass.
          'rank and percentile (sums over set_score_counts of one set)',
          sql`select coalesce(sum(takers) filter (where score_milli > ${probe.score_milli}), 0)::int as higher,
                     coalesce(sum(takers) filter (where score_milli <= ${probe.score_milli}), 0)::int as at_or_below
              from set_score_counts where set_id = ${set.id}`,
        ],
      ];
      for (const [label, query] of queries) plans.push(await explain(db, label, query));
      // A histogram of a few hundred rows is cheaper to read whole, so the planner may not take the
      // primary key; this shows the key path and what it costs when the table holds many sets.
      const [, above] = queries[1]!;
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        plans.push(await explain(tx as unknown as Db, 'rank and percentile, enable_seqscan off', above));
      });
    }
    result.finished.push({
      setSlug: f.setSlug,
      count: f.count,
      probes: probes.map((p) => ({ userId: p.user_id, username: p.username, attemptId: p.attempt_id })),
      plans,
    });
  }

  if (setup.student) {
    await db.execute(sql`
      insert into users (name, username, email, password_hash)
      values ('Bench Student', 'bench_student', 'bench_student@bench.abhyas.local', ${hash})`);
    const [row] = rowsOf<{ id: string }>(
      await db.execute(sql`select id from users where username = 'bench_student'`),
    );
    result.student = { username: 'bench_student', password: benchPassword, userId: row?.id ?? '' };
  }
  result.setupMs = performance.now() - started;
  return result;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

async function explain(db: Db, label: string, query: ReturnType<typeof sql>): Promise<Plan> {
  const runs: { execution: number; planning: number; root: PlanNode }[] = [];
  // The first run warms the cache; the median of the rest is reported.
  for (let i = 0; i < 6; i++) {
    const rows = rowsOf<{ 'QUERY PLAN': unknown }>(
      await db.execute(sql`explain (analyze, format json) ${query}`),
    );
    const raw = rows[0]?.['QUERY PLAN'];
    const doc = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
      Plan: PlanNode;
      'Execution Time': number;
      'Planning Time': number;
    }[];
    const top = doc[0];
    if (!top) throw new Error(`no plan for ${label}`);
    if (i > 0)
      runs.push({ execution: top['Execution Time'], planning: top['Planning Time'], root: top.Plan });
  }
  const nodes: string[] = [];
  const relations: string[] = [];
  const lines: string[] = [];
  const walk = (node: PlanNode, depth: number) => {
    const on = node['Relation Name'] ?? '';
    const via = node['Index Name'] ? ` using ${node['Index Name']}` : '';
    nodes.push(node['Node Type']);
    relations.push(on ? `${node['Node Type']} on ${on}` : node['Node Type']);
    lines.push(`${'  '.repeat(depth)}${node['Node Type']}${on ? ` on ${on}` : ''}${via}`);
    for (const child of node.Plans ?? []) walk(child, depth + 1);
  };
  const first = runs[0];
  if (first) walk(first.root, 0);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  return {
    query: label,
    nodes,
    relations,
    executionMs: median(runs.map((r) => r.execution)),
    planningMs: median(runs.map((r) => r.planning)),
    text: lines.join('\n'),
  };
}
