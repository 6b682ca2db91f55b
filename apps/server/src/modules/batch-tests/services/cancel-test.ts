import { and, eq } from 'drizzle-orm';
import { batchTests } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';

/**
 * Cancels an assignment: the batch's students no longer see or start the test. Attempts already made
 * stay the students' own (their results and analyses), as every attempt does.
 */
export function cancelTest(d: Deps, organizationId: string, batchTestId: string): Promise<void> {
  return inOrganisation(d.db, organizationId, async (tx) => {
    const gone = await tx
      .delete(batchTests)
      .where(and(eq(batchTests.id, batchTestId), eq(batchTests.organizationId, organizationId)))
      .returning({ id: batchTests.id });
    if (gone.length === 0) throw notFound('No such test');
  });
}
