/**
 * attendance-mark: a teacher saves a 500-student day (issue 18's goal: p99 < 200 ms, as a ratio to a
 * primary-key read in the same run). Times the server's own save (modules/attendance/services/
 * save-day.ts: the roster read, the one upsert-and-history statement; the answer is built from the
 * writes, not read back) in this process, no HTTP; each round flips every mark (present ↔ absent), so every save writes 500 marks
 * and 500 history rows, and checks the marks it left. Absence notices are written as in the app; no
 * push goes out (nobody subscribed). The baseline is one user read by primary key.
 * 500 students, 200 saves (BENCH_ATTENDANCE_STUDENTS, BENCH_ATTENDANCE_SAVES); --quick: 30 saves.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { attendanceMarks, users } from '../apps/server/src/db/schema/index.ts';
import type { Deps } from '../apps/server/src/deps.ts';
import { rowsOf } from '../apps/server/src/lib/sql-rows.ts';
import { saveAttendanceDay } from '../apps/server/src/modules/attendance/services/save-day.ts';
import { onPgliteThenPostgres } from './lib/both-databases.ts';
import { percentile } from './lib/exam-load.ts';
import { formatInt, formatMs, formatRatio } from './lib/stats.ts';
import type { Bench, BenchOptions, SummaryRow } from './lib/types.ts';

const name = 'attendance-mark';
const goalMs = 200;
const day = '2026-11-20';

/** One institute, its admin, one batch of `students` students. */
async function seed(db: Database['db'], students: number) {
  const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(q))[0] as T;
  const org = await one<{ id: string }>(sql`
    insert into organisations (name, slug) values ('बेंच कोचिंग', 'bench-attendance') returning id`);
  const admin = await one<{ id: string }>(sql`
    insert into users (name, username, email, password_hash, org_role, organization_id)
    values ('Bench admin', 'bench-att-admin', 'bench-att-admin@bench.abhyas.local', 'x', 'admin', ${org.id})
    returning id`);
  const batch = await one<{ id: string }>(sql`
    insert into batches (organization_id, name) values (${org.id}, 'बेंच बैच') returning id`);
  await db.execute(sql`
    insert into users (name, username, email, password_hash, org_role, organization_id)
    select 'छात्र ' || g, 'bench-att-' || g, 'bench-att-' || g || '@bench.abhyas.local', 'x', 'member', ${org.id}
    from generate_series(1, ${students}) g`);
  await db.execute(sql`
    insert into batch_members (batch_id, user_id, organization_id, role)
    select ${batch.id}, id, ${org.id}, 'student' from users where username like 'bench-att-%' and org_role = 'member'`);
  const ids = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from users where username like 'bench-att-%' and org_role = 'member' order by id`,
    ),
  ).map((r) => r.id);
  await db.execute(sql`analyze`);
  return { org: org.id, admin: admin.id, batch: batch.id, ids };
}

async function time<T>(f: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await f();
  return performance.now() - started;
}

async function measure(
  label: string,
  database: Database,
  students: number,
  saves: number,
): Promise<SummaryRow> {
  const db = database.db;
  await database.migrate();
  const f = await seed(db, students);
  // A clock a minute apart per save, so each save's marked_at differs; after 20 November in India.
  let at = new Date('2026-11-22T06:00:00Z').getTime();
  const deps = {
    db,
    clock: () => new Date(at),
    push: { publicKey: '', send: async () => ({ sent: 0, removed: 0 }) },
    log: { info: () => undefined, warn: () => undefined },
  } as unknown as Deps;
  const viewer = { id: f.admin, role: 'user', orgRole: 'admin' } as const;
  const body = (status: 'present' | 'absent') => ({
    marks: f.ids.map((userId, i) => ({ userId, status, note: i % 10 === 0 ? 'नोट' : '' })),
  });
  const save = (status: 'present' | 'absent') =>
    saveAttendanceDay(deps, viewer, f.org, f.batch, day, body(status));
  for (let i = 0; i < 5; i += 1) await save(i % 2 ? 'absent' : 'present');
  const saving: number[] = [];
  const floor: number[] = [];
  for (let i = 0; i < saves; i += 1) {
    at += 60_000;
    const status = i % 2 ? 'absent' : 'present';
    saving.push(await time(() => save(status)));
    floor.push(await time(() => db.select({ id: users.id }).from(users).where(eq(users.id, f.admin))));
    const [left] = await db
      .select({ n: count() })
      .from(attendanceMarks)
      .where(sql`${attendanceMarks.batchId} = ${f.batch} and ${attendanceMarks.status} = ${status}`);
    if (left?.n !== students) throw new Error(`${label}: ${left?.n} of ${students} marks are ${status}`);
  }
  const p = (xs: number[], q: number) => percentile(xs, q);
  const [s50, s99, f99] = [p(saving, 50), p(saving, 99), p(floor, 99)];
  console.log(
    `  ${label}: ${formatInt(students)}-student day saved ${saves} times: p50 ${formatMs(s50)} / p99 ${formatMs(s99)} ` +
      `(goal p99 < ${goalMs} ms: ${s99 < goalMs ? 'met' : 'MISSED'}); key read p99 ${formatMs(f99)}`,
  );
  return {
    bench: name,
    variant: `save a ${formatInt(students)}-student day, every mark changed (${label})`,
    figure: `p50 ${formatMs(s50)} / p99 ${formatMs(s99)} (goal p99 < ${goalMs} ms)`,
    baseline: `user key read p99 ${formatMs(f99)}`,
    ratio: `p99 ${formatRatio(s99 / f99)}`,
  };
}

async function run(opts: BenchOptions): Promise<SummaryRow[]> {
  const students = Number(process.env.BENCH_ATTENDANCE_STUDENTS ?? 500);
  const saves = opts.quick ? 30 : Number(process.env.BENCH_ATTENDANCE_SAVES ?? 200);
  console.log(
    `${name}: a ${students}-student batch's day saved whole, ${saves} saves, against a primary-key read`,
  );
  return onPgliteThenPostgres(name, (label, db) => measure(label, db, students, saves));
}

export const attendanceMark: Bench = { name, run };
