/**
 * key-correction: an admin corrects one question's key in a set with many submitted attempts.
 * "new" is the server's command (questions/key-corrections.ts: a fixed number of set-based
 * statements); "before" is the per-attempt algorithm it replaced (two reads and an update per
 * attempt, every attempt locked), kept here as the baseline; "bare" is one UPDATE that rewrites the
 * same rows' scores with nothing computed, the floor. Both algorithms run on the same database in
 * turns, and every round checks that they leave identical scores, counts and sections.
 * The database is opened in this process (no HTTP): the command is what is measured.
 */
import { displayMarks, type ExamKey, scoreSheet } from '@abhyas/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import {
  attemptResponses,
  attempts,
  notifications,
  practiceSets,
  questions,
  setQuestions,
  setScoreCounts,
} from '../apps/server/src/db/schema/index.ts';
import type { Tx } from '../apps/server/src/db/tx.ts';
import type { Deps } from '../apps/server/src/deps.ts';
import { rowsOf } from '../apps/server/src/lib/sql-rows.ts';
import { correctAnswerKey } from '../apps/server/src/modules/questions/key-corrections.ts';
import type { Viewer } from '../apps/server/src/plugins/access.ts';
import { onPgliteThenPostgres } from './lib/both-databases.ts';
import { formatInt, formatMs, formatRatio, median } from './lib/stats.ts';
import type { Bench, BenchOptions, SummaryRow } from './lib/types.ts';

const name = 'key-correction';
const examKey: ExamKey = 'NABARD'; // 4 sections of 20, +2.5 / −0.625
const questionCount = 80;

interface Fixture {
  setId: string;
  questionId: string;
  admin: Viewer;
}

/** One set, `count` users each with one submitted, ranked attempt, ~80% of questions answered. */
async function seed(db: Database['db'], count: number): Promise<Fixture> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await tx.execute(q))[0] as T;
    const series = await one<{ id: string }>(sql`
      insert into exam_series (slug, exam_key, title_hi, title_en)
      values ('bench-kc', ${examKey}, 'बेंच', 'Bench') returning id`);
    const set = await one<{ id: string }>(sql`
      insert into practice_sets (slug, series_id, exam_key, title_hi, title_en, languages, published)
      values ('bench-kc-1', ${series.id}, ${examKey}, 'बेंच सेट', 'Bench set', '{hi,en}', true) returning id`);
    await tx.execute(sql`
      insert into questions (subject, topic, difficulty, text_hi, text_en, options, correct_option,
        explanation_hi, explanation_en, text_key)
      select 'maths', 'average', 'easy', 'प्रश्न ' || g, 'Question ' || g,
        '[{"hi":"क","en":"a"},{"hi":"ख","en":"b"},{"hi":"ग","en":"c"},{"hi":"घ","en":"d"}]'::jsonb,
        g % 4, 'व्याख्या', 'Why', 'bench key correction ' || g
      from generate_series(1, ${questionCount}) g`);
    await tx.execute(sql`
      insert into set_questions (set_id, question_id, section, position)
      select ${set.id}, id, (n - 1) / 20, n
      from (select id, row_number() over (order by created_at, text_key)::int as n from questions
            where text_key like 'bench key correction %') q`);
    await tx.execute(sql`
      insert into users (name, username, email, password_hash, role)
      select 'Bench ' || g, 'bench-kc-' || g, 'bench-kc-' || g || '@bench.abhyas.local', 'not-a-hash',
        case when g = 0 then 'admin' else 'user' end
      from generate_series(0, ${count}) g`);
    await tx.execute(sql`
      insert into attempts (user_id, set_id, exam_key, language, status, ranked, started_at, deadline,
        submitted_at, finished_by)
      select id, ${set.id}, ${examKey}, 'en', 'submitted', true, now() - interval '1 hour', now(), now(),
        'candidate'
      from users where username like 'bench-kc-%' and role = 'user'`);
    // Answers: 80% chosen (some of them also marked), 5% marked only, the rest never saved. The draw
    // is made per (attempt, question) row of the subquery (offset 0 keeps the planner from moving it).
    await tx.execute(sql`
      insert into attempt_responses (attempt_id, question_id, answer, marked, seq)
      select attempt_id, question_id, case when r < 0.80 then floor(random() * 4)::smallint end,
        r >= 0.80 or random() < 0.1, position
      from (select a.id as attempt_id, sq.question_id, sq.position, random() as r
            from attempts a join set_questions sq on sq.set_id = a.set_id
            where a.set_id = ${set.id} offset 0) x
      where r < 0.85`);
    const question = await one<{ question_id: string }>(sql`
      select question_id from set_questions where set_id = ${set.id} and position = 21`);
    const admin = await one<{ id: string }>(sql`select id from users where username = 'bench-kc-0'`);
    return {
      setId: set.id,
      questionId: question.question_id,
      admin: { id: admin.id, role: 'admin', organizationId: null } as unknown as Viewer,
    };
  });
}

/** The algorithm before issue 11 (attempts/reports.ts then), for the "before" figure. */
async function perAttemptCorrection(db: Database['db'], questionId: string, answer: number) {
  return db.transaction(async (tx: Tx) => {
    await tx.select().from(questions).where(eq(questions.id, questionId)).for('update');
    await tx
      .update(questions)
      .set({ correctOption: answer, updatedAt: new Date() })
      .where(eq(questions.id, questionId));
    const setIds = (
      await tx
        .select({ setId: setQuestions.setId })
        .from(setQuestions)
        .where(eq(setQuestions.questionId, questionId))
    ).map((s) => s.setId);
    const affected = await tx
      .select()
      .from(attempts)
      .where(and(inArray(attempts.setId, setIds), eq(attempts.status, 'submitted')))
      .orderBy(asc(attempts.id))
      .for('update');
    const titles = new Map(
      (await tx.select().from(practiceSets).where(inArray(practiceSets.id, setIds))).map((s) => [
        s.id,
        s.titleEn,
      ]),
    );
    const changed: { userId: string; title: string; before: number; after: number }[] = [];
    for (const attempt of affected) {
      const [key, responses] = await Promise.all([
        tx
          .select({
            questionId: setQuestions.questionId,
            section: setQuestions.section,
            correctOption: questions.correctOption,
          })
          .from(setQuestions)
          .innerJoin(questions, eq(questions.id, setQuestions.questionId))
          .where(eq(setQuestions.setId, attempt.setId))
          .orderBy(asc(setQuestions.position)),
        tx
          .select({ questionId: attemptResponses.questionId, answer: attemptResponses.answer })
          .from(attemptResponses)
          .where(eq(attemptResponses.attemptId, attempt.id)),
      ]);
      const answers = new Map(responses.map((r) => [r.questionId, r.answer]));
      const score = scoreSheet(
        attempt.examKey,
        key.map((k) => ({
          section: k.section,
          correctOption: k.correctOption,
          answer: answers.get(k.questionId) ?? null,
        })),
      );
      if (score.totalMilli === attempt.scoreMilli) continue;
      await tx
        .update(attempts)
        .set({
          scoreMilli: score.totalMilli,
          correct: score.correct,
          wrong: score.wrong,
          skipped: score.skipped,
          sectionResults: score.sections,
          rescoredAt: new Date(),
          previousScoreMilli: attempt.scoreMilli,
          rescoredQuestionIds: [...new Set([...(attempt.rescoredQuestionIds ?? []), questionId])],
        })
        .where(eq(attempts.id, attempt.id));
      changed.push({
        userId: attempt.userId,
        title: titles.get(attempt.setId) ?? '',
        before: displayMarks(attempt.scoreMilli ?? 0),
        after: displayMarks(score.totalMilli),
      });
    }
    for (const setId of setIds) {
      await tx.delete(setScoreCounts).where(eq(setScoreCounts.setId, setId));
      await tx.execute(sql`
        insert into set_score_counts (set_id, score_milli, takers)
        select set_id, score_milli, count(*)::int from attempts
        where set_id = ${setId} and ranked and status = 'submitted'
          and (rank_review is null or rank_review = 'cleared')
        group by set_id, score_milli`);
    }
    if (changed.length)
      await tx.insert(notifications).values(
        changed.map((c) => ({
          userId: c.userId,
          title: 'उत्तर कुंजी सुधारी गई / Answer key corrected',
          body: `${c.title}: आपका स्कोर ${c.before} से ${c.after} हुआ / your score changed from ${c.before} to ${c.after}.`,
        })),
      );
    return changed.length;
  });
}

/** Scores, counts and sections of every attempt, and the histogram: what both algorithms must agree on. */
async function snapshot(db: Database['db'], setId: string): Promise<string> {
  const rows = await db
    .select({
      id: attempts.id,
      s: attempts.scoreMilli,
      c: attempts.correct,
      w: attempts.wrong,
      k: attempts.skipped,
      sections: attempts.sectionResults,
    })
    .from(attempts)
    .where(eq(attempts.setId, setId))
    .orderBy(asc(attempts.id));
  const histogram = await db
    .select()
    .from(setScoreCounts)
    .where(eq(setScoreCounts.setId, setId))
    .orderBy(asc(setScoreCounts.scoreMilli));
  // jsonb does not keep key order: compare the sections field by field.
  const norm = rows.map((r) => ({
    ...r,
    sections: r.sections?.map((x) => [x.correct, x.wrong, x.skipped, x.scoreMilli]),
  }));
  return JSON.stringify({ norm, histogram });
}

async function time<T>(f: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await f();
  return { ms: performance.now() - started, value };
}

async function measure(
  label: string,
  database: Database,
  count: number,
  rounds: number,
): Promise<SummaryRow> {
  const db = database.db;
  await database.migrate();
  const seeded = await time(() => seed(db, count));
  const f = seeded.value;
  // The command needs only the database, a clock, the caches' forget and the push sender from Deps
  // (nobody here has a push subscription: the bench times the correction, not pushes).
  const deps = {
    db,
    clock: () => new Date(),
    caches: { forget: async () => undefined },
    push: { publicKey: '', send: async () => ({ sent: 0, removed: 0 }) },
    log: { warn: () => undefined },
  } as unknown as Deps;
  const [first] = rowsOf<{ correct_option: number }>(
    await db.execute(sql`select correct_option from questions where id = ${f.questionId}`),
  );
  const keys = [first?.correct_option ?? 0, ((first?.correct_option ?? 0) + 2) % 4];
  // First scoring of every attempt (their scores start empty), through the new command.
  await correctAnswerKey(deps, f.admin, f.questionId, keys[0] ?? 0);
  await db.delete(notifications);
  console.log(`  ${label}: ${formatInt(count)} submitted attempts seeded in ${formatMs(seeded.ms)}`);

  const before: number[] = [];
  const after: number[] = [];
  const bare: number[] = [];
  let rescored = 0;
  for (let r = 0; r < rounds; r++) {
    const target = keys[(r + 1) % 2] ?? 0;
    const back = keys[r % 2] ?? 0;
    const old = await time(() => perAttemptCorrection(db, f.questionId, target));
    const oldState = await snapshot(db, f.setId);
    await db.delete(notifications);
    const undo = await time(() => correctAnswerKey(deps, f.admin, f.questionId, back));
    await db.delete(notifications);
    const redo = await time(() => correctAnswerKey(deps, f.admin, f.questionId, target));
    await db.delete(notifications);
    if ((await snapshot(db, f.setId)) !== oldState)
      throw new Error(`${label}: the set-based correction left different scores than the per-attempt one`);
    if (redo.value.rescoredAttempts !== old.value || undo.value.rescoredAttempts !== old.value)
      throw new Error(
        `${label}: re-scored ${old.value} attempts before, ${undo.value.rescoredAttempts}/${redo.value.rescoredAttempts} now`,
      );
    rescored = old.value;
    before.push(old.ms);
    after.push(undo.ms, redo.ms);
    const floor = await time(() =>
      db.execute(sql`update attempts set score_milli = score_milli + 0, rescored_at = now()
        where set_id = ${f.setId} and status = 'submitted'`),
    );
    bare.push(floor.ms);
  }
  const [b, a, z] = [median(before), median(after), median(bare)];
  console.log(
    `    ${formatInt(rescored)} of ${formatInt(count)} attempts change score each time; ` +
      `per-attempt (before) ${formatMs(b)}, set-based (new) ${formatMs(a)}, bare UPDATE of every attempt ${formatMs(z)} ` +
      `(medians of ${before.length} / ${after.length} / ${bare.length}); results identical every round`,
  );
  return {
    bench: name,
    variant: `correct one key, ${formatInt(count)} submitted attempts (${label})`,
    figure: `set-based ${formatMs(a)}`,
    baseline: `per-attempt (before) ${formatMs(b)}; bare UPDATE ${formatMs(z)}`,
    ratio: `before/new ${formatRatio(b / a)}; new/bare ${formatRatio(a / z)}`,
  };
}

async function run(opts: BenchOptions): Promise<SummaryRow[]> {
  const count = Number(process.env.BENCH_KEY_ATTEMPTS ?? (opts.quick ? 300 : 10_000));
  const rounds = opts.quick ? 1 : 3;
  console.log(
    `${name}: correct the key of one question in a ${examKey} set (${questionCount} questions) with ` +
      `${formatInt(count)} submitted attempts: set-based command vs the per-attempt algorithm it replaced, ${rounds} round(s)`,
  );
  return onPgliteThenPostgres('key-correction', (label, db) => measure(label, db, count, rounds));
}

export const keyCorrection: Bench = { name, run };
