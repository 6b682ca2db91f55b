/**
 * aimed-quiz: "Practise my weak topics" for a student with 10,000 past quiz answers (issue 12's goal:
 * under 50 ms p99). Measures the server's whole service (modules/quizzes/services/start-aimed-quiz.ts:
 * facts, core's rule, the draws and the inserts, one transaction) in this process, no HTTP; the
 * baseline is the floor of any such call, a transaction with one primary-key read, timed in the same
 * run on the same database. PGlite, then PostgreSQL at BENCH_DATABASE_URL (skipped when unreachable).
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import type { Deps } from '../apps/server/src/deps.ts';
import { rowsOf } from '../apps/server/src/lib/sql-rows.ts';
import { startAimedQuiz } from '../apps/server/src/modules/quizzes/services/start-aimed-quiz.ts';
import { onPgliteThenPostgres } from './lib/both-databases.ts';
import { percentile } from './lib/exam-load.ts';
import { formatInt, formatMs, formatRatio } from './lib/stats.ts';
import type { Bench, BenchOptions, SummaryRow } from './lib/types.ts';

const name = 'aimed-quiz';
const goalMs = 50;
const subjects = ['polity', 'history', 'geography', 'economics', 'maths', 'reasoning'] as const;
const topicsPerSubject = 5;
const perTopic = 200;
const exams = ['SSC', 'IBPS_PO', 'general'] as const;

interface Sizes {
  answers: number;
  others: number;
  otherAnswers: number;
  draws: number;
}
const sizes = (quick: boolean): Sizes =>
  quick
    ? { answers: 2_000, others: 5, otherAnswers: 200, draws: 30 }
    : {
        answers: Number(process.env.BENCH_AIMED_ANSWERS ?? 10_000),
        others: 50,
        otherAnswers: 1_000,
        draws: 300,
      };

/** The bank, three published sets, the student's 10,000 answers, one mock test and per-topic progress. */
async function seed(db: Database['db'], s: Sizes): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.12)`);
    const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await tx.execute(q))[0] as T;
    const subjectList = sql.raw(`array[${subjects.map((x) => `'${x}'`).join(',')}]`);
    await tx.execute(sql`
      insert into questions (subject, topic, difficulty, text_hi, text_en, options, correct_option,
        explanation_hi, explanation_en, text_key)
      select (${subjectList})[1 + (g % ${subjects.length})],
        'topic-' || (1 + (g / ${subjects.length}) % ${topicsPerSubject}),
        'easy', 'प्रश्न ' || g, 'Question ' || g,
        '[{"hi":"क","en":"a"},{"hi":"ख","en":"b"},{"hi":"ग","en":"c"},{"hi":"घ","en":"d"}]'::jsonb,
        g % 4, 'व्याख्या', 'Why', 'bench aimed ' || g
      from generate_series(0, ${subjects.length * topicsPerSubject * perTopic - 1}) g`);
    for (const exam of exams) {
      const series = await one<{ id: string }>(sql`
        insert into exam_series (slug, exam_key, title_hi, title_en)
        values (${`bench-aq-${exam.toLowerCase()}`}, ${exam}, 'बेंच', 'Bench') returning id`);
      const set = await one<{ id: string }>(sql`
        insert into practice_sets (slug, series_id, exam_key, title_hi, title_en, languages, published)
        values (${`bench-aq-${exam.toLowerCase()}-1`}, ${series.id}, ${exam}, 'सेट', 'Set', '{hi,en}', true) returning id`);
      await tx.execute(sql`
        insert into set_questions (set_id, question_id, section, position)
        select ${set.id}, id, 0, row_number() over () from (select id from questions order by random() limit 100) q`);
    }
    await tx.execute(sql`
      insert into users (name, username, email, password_hash)
      select 'Bench ' || g, 'bench-aq-' || g, 'bench-aq-' || g || '@bench.abhyas.local', 'not-a-hash'
      from generate_series(0, ${s.others}) g`);
    const student = await one<{ id: string }>(sql`select id from users where username = 'bench-aq-0'`);
    // Target exam: one submitted SSC mock test.
    await tx.execute(sql`
      insert into attempts (user_id, set_id, exam_key, language, status, ranked, started_at, deadline, submitted_at)
      select ${student.id}, ps.id, 'SSC', 'hi', 'submitted', true, now() - interval '2 days', now() - interval '1 day', now() - interval '1 day'
      from practice_sets ps where ps.exam_key = 'SSC'`);
    // Past quizzes of ten answers each: the student's, then the other students' (so indexes matter).
    await tx.execute(sql`
      with u as (select id, case when username = 'bench-aq-0' then ${s.answers}::int else ${s.otherAnswers}::int end as n
                   from users where username like 'bench-aq-%'),
           q as (insert into quizzes (user_id, kind, subject, topic, length, started_at, finished_at, answered, correct)
                 select u.id, 'topic', 'maths', null, 10, now() - (g || ' hours')::interval, now() - (g || ' hours')::interval, 10, 6
                 from u, generate_series(1, u.n / 10) g returning id, user_id, started_at),
           ids as (select array_agg(id) as a from questions),
           picks as (select q.id as quiz_id, p, q.user_id, q.started_at,
                            (ids.a)[1 + floor(random() * ${subjects.length * topicsPerSubject * perTopic}::int)::int] as qid
                       from q cross join generate_series(1, 10) p cross join ids)
      insert into quiz_questions (quiz_id, position, user_id, question_id, question_ref, subject, topic, answer, correct, correct_option, answered_at)
      select picks.quiz_id, picks.p, picks.user_id, b.id, 'bank:' || b.id, b.subject, b.topic, 0, random() < 0.6,
             b.correct_option, picks.started_at
      from picks join questions b on b.id = picks.qid`);
    await tx.execute(sql`
      insert into topic_progress (user_id, subject, topic, attempts, correct, last_seen_at)
      select user_id, subject, topic, count(*)::int, count(*) filter (where correct)::int, max(answered_at)
      from quiz_questions group by user_id, subject, topic`);
    await tx.execute(sql`analyze`);
    return student.id;
  });
}

async function time<T>(f: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await f();
  return performance.now() - started;
}

async function measure(label: string, database: Database, s: Sizes): Promise<SummaryRow> {
  const db = database.db;
  await database.migrate();
  const seeding = performance.now();
  const userId = await seed(db, s);
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from quiz_questions where user_id = ${userId}`),
  );
  console.log(
    `  ${label}: ${formatInt(Number(count?.n))} past answers of the student (and ${formatInt(s.others * s.otherAnswers)} of ${s.others} others) seeded in ${formatMs(performance.now() - seeding)}`,
  );
  const deps = { db, clock: () => new Date() } as unknown as Deps;
  const cold = await time(() => startAimedQuiz(deps, userId, { length: 10 }));
  const aimed: number[] = [];
  const floor: number[] = [];
  for (let i = 0; i < s.draws; i += 1) {
    aimed.push(await time(() => startAimedQuiz(deps, userId, { length: 10 })));
    floor.push(await time(() => db.transaction((tx) => tx.select().from(users).where(eq(users.id, userId)))));
  }
  const [p50, p99, f50, f99] = [
    percentile(aimed, 50),
    percentile(aimed, 99),
    percentile(floor, 50),
    percentile(floor, 99),
  ];
  console.log(
    `    aimed quiz of 10: p50 ${formatMs(p50)} / p99 ${formatMs(p99)} over ${s.draws} draws (first, exam weights not cached: ${formatMs(cold)}); ` +
      `floor (transaction + one key read): p50 ${formatMs(f50)} / p99 ${formatMs(f99)}; goal p99 < ${goalMs} ms: ${p99 < goalMs ? 'met' : 'MISSED'}`,
  );
  return {
    bench: name,
    variant: `aimed quiz of 10, ${formatInt(Number(count?.n))} past answers (${label})`,
    figure: `p50 ${formatMs(p50)} / p99 ${formatMs(p99)} (goal p99 < ${goalMs} ms)`,
    baseline: `transaction + key read p50 ${formatMs(f50)} / p99 ${formatMs(f99)}`,
    ratio: `p99 ${formatRatio(p99 / f99)}`,
  };
}

async function run(opts: BenchOptions): Promise<SummaryRow[]> {
  const s = sizes(opts.quick);
  console.log(
    `${name}: draw "Practise my weak topics" (10 questions) ${s.draws} times for a student with ` +
      `${formatInt(s.answers)} past answers, ${formatInt(subjects.length * topicsPerSubject * perTopic)} bank questions, 3 target-exam sets`,
  );
  return onPgliteThenPostgres(name, (label, db) => measure(label, db, s));
}

export const aimedQuiz: Bench = { name, run };
