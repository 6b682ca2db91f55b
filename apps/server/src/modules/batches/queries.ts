import { and, asc, eq, exists, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { batches, batchMembers, organisations, users } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { presentBatch } from './presenter.ts';

/**
 * The people of a batch who count: still of the institute and not deactivated. Removal and leaving
 * delete the batch rows, but a deactivated student keeps their batch and is only left out of counts
 * and rosters until reactivated.
 */
export function activeInBatch(organizationId: string, role?: 'student' | 'teacher'): SQL {
  const active = and(
    eq(batchMembers.organizationId, organizationId),
    role ? eq(batchMembers.role, role) : undefined,
    eq(users.organizationId, organizationId),
    isNull(users.orgDeactivatedAt),
  );
  if (!active) throw new Error('unreachable');
  return active;
}

/** `count` of a batch's active students or teachers, for the grouped select of `batchSummaries`. */
const memberCount = (role: 'student' | 'teacher') =>
  sql<number>`(count(${users.id}) filter (where ${batchMembers.role} = ${role}))::int`;

/** The batches `where` keeps, with their counts, archived last, then by name. */
export async function batchSummaries(
  tx: Tx,
  organizationId: string,
  opts: { archived: boolean; taughtBy?: string; batchId?: string },
) {
  const teaches = alias(batchMembers, 'teaches');
  const rows = await tx
    .select({
      id: batches.id,
      name: batches.name,
      examKey: batches.examKey,
      archivedAt: batches.archivedAt,
      studentCount: memberCount('student'),
      teacherCount: memberCount('teacher'),
    })
    .from(batches)
    .leftJoin(batchMembers, eq(batchMembers.batchId, batches.id))
    .leftJoin(users, and(eq(users.id, batchMembers.userId), activeInBatch(organizationId)))
    .where(
      and(
        eq(batches.organizationId, organizationId),
        opts.batchId ? eq(batches.id, opts.batchId) : undefined,
        opts.archived ? undefined : isNull(batches.archivedAt),
        opts.taughtBy
          ? exists(
              tx
                .select({ one: sql`1` })
                .from(teaches)
                .where(
                  and(
                    eq(teaches.batchId, batches.id),
                    eq(teaches.userId, opts.taughtBy),
                    eq(teaches.role, 'teacher'),
                  ),
                ),
            )
          : undefined,
      ),
    )
    .groupBy(batches.id)
    .orderBy(sql`${batches.archivedAt} is not null`, asc(sql`lower(${batches.name})`), batches.id);
  return rows.map((r) => presentBatch(r, r));
}

/** One batch with its counts, for the answer of a change. */
export async function batchSummary(tx: Tx, organizationId: string, batchId: string) {
  const [batch] = await batchSummaries(tx, organizationId, { archived: true, batchId });
  if (!batch) throw new Error('batch vanished');
  return { batch };
}

/**
 * Locks the institute's row for the rest of the transaction: changes that must keep one admin
 * (role changes, deactivation, removal, leaving) take it first, so two of them cannot each see the
 * other admin and both go.
 */
export async function lockOrganisation(tx: Tx, organizationId: string) {
  const [org] = await tx
    .select({ id: organisations.id, name: organisations.name, slug: organisations.slug })
    .from(organisations)
    .where(eq(organisations.id, organizationId))
    .for('update');
  return org;
}

/** Active admins of the institute other than `userId`. */
export async function otherActiveAdmins(tx: Tx, organizationId: string, userId: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.orgRole, 'admin'),
        isNull(users.orgDeactivatedAt),
        sql`${users.id} <> ${userId}`,
      ),
    );
  return row?.n ?? 0;
}
