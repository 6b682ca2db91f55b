import { eq } from 'drizzle-orm';
import { questionReports } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { Viewer } from '../../../plugins/access.ts';

/** An admin dismisses a report without changing the question. */
export async function dismissReport(d: Deps, viewer: Viewer, reportId: string) {
  const [row] = await d.db
    .update(questionReports)
    .set({ status: 'dismissed', resolvedAt: d.clock(), resolvedBy: viewer.id })
    .where(eq(questionReports.id, reportId))
    .returning({ id: questionReports.id });
  if (!row) throw notFound('No such report');
}
