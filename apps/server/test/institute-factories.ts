import type { Db } from '../src/db/client.ts';
import { batches, batchMembers } from '../src/db/schema/index.ts';

/** A batch of an institute (docs/institutes.md); its people are added with `addToBatch`. */
export async function createBatch(
  db: Db,
  organizationId: string,
  over: Partial<typeof batches.$inferInsert> = {},
) {
  const [batch] = await db
    .insert(batches)
    .values({ organizationId, name: 'SSC CGL सुबह 2026', ...over })
    .returning();
  if (!batch) throw new Error('no batch');
  return batch;
}

/** Puts users into a batch as students (or as its teachers). */
export async function addToBatch(
  db: Db,
  batch: { id: string; organizationId: string },
  userIds: string[],
  role: 'student' | 'teacher' = 'student',
) {
  if (userIds.length === 0) return;
  await db
    .insert(batchMembers)
    .values(
      userIds.map((userId) => ({ batchId: batch.id, organizationId: batch.organizationId, userId, role })),
    );
}
