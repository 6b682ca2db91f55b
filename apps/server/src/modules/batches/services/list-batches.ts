import { and, asc, eq, exists, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { batches, batchMembers, users } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { type BatchViewer, seesEveryBatch } from '../policy.ts';
import { presentBatch } from '../presenter.ts';
import { activeInBatch, memberCount } from '../queries.ts';

/**
 * The institute's batches with their counts: every batch for its admins (archived ones only when
 * asked), and for a teacher the active batches they teach.
 */
export async function listBatches(
  d: Deps,
  viewer: BatchViewer,
  organizationId: string,
  query: { archived: boolean },
) {
  const everyBatch = seesEveryBatch(viewer);
  const teaches = alias(batchMembers, 'teaches');
  const rows = await inOrganisation(d.db, organizationId, (tx) =>
    tx
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
          everyBatch && query.archived ? undefined : isNull(batches.archivedAt),
          everyBatch
            ? undefined
            : exists(
                tx
                  .select({ one: sql`1` })
                  .from(teaches)
                  .where(
                    and(
                      eq(teaches.batchId, batches.id),
                      eq(teaches.userId, viewer.id),
                      eq(teaches.role, 'teacher'),
                    ),
                  ),
              ),
        ),
      )
      .groupBy(batches.id)
      .orderBy(sql`${batches.archivedAt} is not null`, asc(sql`lower(${batches.name})`), batches.id),
  );
  return { data: rows.map((r) => presentBatch(r, r)) };
}
