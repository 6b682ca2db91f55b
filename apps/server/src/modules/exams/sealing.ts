import {
  type IndianDay,
  indianDayOf,
  type SealedBy,
  type SealReason,
  type SetHolding,
  sealOf,
} from '@abhyas/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { rowsOf } from '../../lib/sql-rows.ts';
import { instituteQuestionIds } from './private-content.ts';

/**
 * The server's side of core's honest-ranks rule (`sealOf`, packages/core/src/exams/sealing.ts):
 * one subquery for every list and draw, and one read for the few questions whose key a route is
 * about to show. Every route that shows a question's key, `isCorrect` or explanation goes through
 * one of these; apps/server/test/sealing-walk.test.ts walks the OpenAPI document to prove it.
 * The exams area imports no other area, so every area may import this file.
 */

/**
 * The ids of the questions whose keys `userId` may not see on `today`, as a subquery for
 * `id not in (…)`, and every institute's own questions (never practice: private-content.ts). PostgreSQL hashes the list once per statement: a bank search over thousands of
 * rows pays one hash probe per row. Mirrors `sealOf` branch by branch.
 */
export function sealedFor(userId: string, today: IndianDay): SQL {
  return sql`select sq.question_id from set_questions sq join practice_sets ps on ps.id = sq.set_id
    where (${rankedFor(userId)} and ps.published and not exists (
             select 1 from attempts a
             where a.user_id = ${userId} and a.set_id = ps.id and a.status = 'submitted'))
       or (not ps.published and not exists (
             select 1 from set_questions sp join practice_sets pp on pp.id = sp.set_id
             where sp.question_id = sq.question_id and pp.published))
    union all
    select sq.question_id from attempts a join set_questions sq on sq.set_id = a.set_id
    where a.user_id = ${userId} and a.status = 'active'
    union all
    select p.question_id from potd_problems p where p.day >= ${today}
    union all
    ${instituteQuestionIds}`;
}

/**
 * On a `practice_sets ps` row: a set that counts for this student's seals. Every platform set; an
 * institute's set only for the students of a batch it is assigned to (for them it is a ranked set
 * like any other), never for anyone else, who can never sit it (docs/institutes.md).
 */
const rankedFor = (userId: string): SQL =>
  sql`(ps.organization_id is null or exists (select 1 from batch_tests bt
    join batch_members bm on bm.batch_id = bt.batch_id
    where bt.set_id = ps.id and bm.user_id = ${userId} and bm.role = 'student'))`;

/** `sealedFor` as a condition on a question id column or expression. */
export const notSealedFor = (idRef: SQL | unknown, userId: string, now: Date): SQL =>
  sql`${idRef} not in (${sealedFor(userId, indianDayOf(now))})`;

/** A sealed question with the set that opens it (null for a draft or a day's problem). */
export interface Seal {
  reason: SealReason;
  opensWith: SealedBy | null;
}

interface HoldingRow {
  question_id: string;
  set_id: string;
  published: boolean;
  exam_key: string;
  title_hi: string;
  title_en: string;
  submitted: boolean;
  active: boolean;
}

/** The seals of these questions for this student: only the sealed ones are in the map. */
export async function sealsOf(
  db: Db | Tx,
  userId: string,
  questionIds: readonly string[],
  now: Date,
): Promise<Map<string, Seal>> {
  const seals = new Map<string, Seal>();
  const ids = [...new Set(questionIds)];
  if (ids.length === 0) return seals;
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const holdings = rowsOf<HoldingRow>(
    await db.execute(sql`select sq.question_id::text as question_id, ps.id::text as set_id, ps.published,
        ps.exam_key::text as exam_key, ps.title_hi, ps.title_en,
        exists (select 1 from attempts a where a.user_id = ${userId} and a.set_id = ps.id
                and a.status = 'submitted') as submitted,
        exists (select 1 from attempts a where a.user_id = ${userId} and a.set_id = ps.id
                and a.status = 'active') as active
      from set_questions sq join practice_sets ps on ps.id = sq.set_id
      where sq.question_id in (${idList}) and ${rankedFor(userId)}
      order by ps.position, ps.id`),
  );
  const days = rowsOf<{ question_id: string; day: string }>(
    await db.execute(sql`select question_id::text as question_id, max(day)::text as day from potd_problems
      where question_id in (${idList}) group by question_id`),
  );
  const potdDay = new Map(days.map((d) => [d.question_id, d.day]));
  const today = indianDayOf(now);
  for (const id of ids) {
    const mine = holdings.filter((h) => h.question_id === id);
    const facts: SetHolding[] = mine.map((h) => ({
      setId: h.set_id,
      published: h.published,
      submitted: h.submitted,
      active: h.active,
    }));
    const reason = sealOf({ holdings: facts, potdDay: potdDay.get(id) ?? null, today });
    if (!reason) continue;
    const set = reason.kind === 'set' ? mine.find((h) => h.set_id === reason.setId) : undefined;
    seals.set(id, {
      reason,
      opensWith: set
        ? { setId: set.set_id, examKey: set.exam_key, title: { hi: set.title_hi, en: set.title_en } }
        : null,
    });
  }
  return seals;
}

/** The refusal for a sealed key: 404 for a secret draft, else 409 naming what opens it. */
export function sealedError(seal: Seal): AppError {
  if (seal.reason.kind === 'draft') return notFound('No such question');
  if (seal.reason.kind === 'potd')
    return new AppError(
      409,
      'QUESTION_SEALED',
      'This is a Problem of the Day; its answer opens the day after',
    );
  return new AppError(
    409,
    'QUESTION_SEALED',
    'This question is in a ranked set you have not taken yet; its answer opens when you submit that set',
    seal.opensWith ? { sealedBy: seal.opensWith } : {},
  );
}

/** Throws unless the student may see this question's key now. */
export async function assertUnsealed(
  db: Db | Tx,
  userId: string,
  questionId: string,
  now: Date,
): Promise<void> {
  const seal = (await sealsOf(db, userId, [questionId], now)).get(questionId);
  if (seal) throw sealedError(seal);
}
