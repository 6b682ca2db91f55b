import { checkSeats, institutePlanOf, type Plan } from '@abhyas/core';
import { and, eq, sql } from 'drizzle-orm';
import { organisations, subscriptions, users } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { AppError } from '../../lib/app-error.ts';

export interface Seats {
  plan: Plan;
  students: number;
}

/** The institute's plan (its active subscription's, or the default) and how many students it has. */
export async function seatsOf(tx: Tx, organizationId: string): Promise<Seats> {
  const [active] = await tx
    .select({ planKey: subscriptions.planKey })
    .from(subscriptions)
    .where(and(eq(subscriptions.organizationId, organizationId), eq(subscriptions.status, 'active')));
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.orgRole, 'member')));
  return { plan: institutePlanOf(active?.planKey), students: count?.n ?? 0 };
}

/**
 * Locks the institute's row, then reads its seats. Every path that adds a student (joining by code,
 * roster import, a role changed to student) and every change of plan takes this lock first inside its
 * transaction, so two joins at once are counted one after the other and cannot make 11 of 10.
 * Lock order: invite row, then institute, then user rows (joinByCode), never the other way round.
 */
export async function lockSeats(tx: Tx, organizationId: string): Promise<Seats | null> {
  const [org] = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, organizationId))
    .for('update');
  if (!org) return null;
  return seatsOf(tx, organizationId);
}

/**
 * No rule key: the screens that add students (join, roster import, invites) do not load the plans'
 * strings, so the web shows the shell's errors.PLAN_STUDENT_LIMIT, which also says what to do.
 */
export function planFullError(limit: number, students: number) {
  return new AppError(
    409,
    'PLAN_STUDENT_LIMIT',
    `The institute's plan allows ${limit} students and it has ${students}`,
  );
}

/** Refuses (409 PLAN_STUDENT_LIMIT) when `adding` more students would pass the plan's limit. */
export function assertRoomFor(seats: Seats | null, adding: number): void {
  if (!seats) return;
  const verdict = checkSeats(seats.plan.studentLimit, seats.students, adding);
  if (!verdict.ok) throw planFullError(verdict.limit, verdict.students);
}

/** Locks and checks in one call, for paths that know at once how many students they add. */
export async function assertSeatsFor(tx: Tx, organizationId: string, adding: number): Promise<void> {
  assertRoomFor(await lockSeats(tx, organizationId), adding);
}
