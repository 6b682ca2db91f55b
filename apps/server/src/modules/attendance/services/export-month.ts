import { indianDayOf } from '@abhyas/core';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import type { BatchViewer } from '../../batches/policy.ts';
import type { SheetFormat, SheetLanguage } from '../export/sheet.ts';
import { sheetFile } from '../export/sheet-maker.ts';
import { assertCanSeeBatch, assertMonthOpen } from '../policy.ts';
import { monthOfBatch } from './month-summary.ts';

const contentTypes: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** GET …/attendance/{batchId}/month/{month}/export?format=csv|xlsx&lang=hi|en: the month as a file. */
export async function exportAttendanceMonth(
  d: Pick<Deps, 'db' | 'clock'>,
  viewer: BatchViewer,
  organizationId: string,
  batchId: string,
  month: string,
  query: { format: SheetFormat; lang: SheetLanguage },
) {
  const now = d.clock();
  assertMonthOpen(month, now);
  // The month is read in the transaction; the file is made after it, off the event loop when big.
  const data = await inOrganisation(d.db, organizationId, async (tx) => {
    const batch = await assertCanSeeBatch(tx, viewer, organizationId, batchId);
    return monthOfBatch(tx, organizationId, batch, month, indianDayOf(now));
  });
  return {
    // ASCII only: the batch's (often Hindi) name stays inside the file.
    fileName: `attendance-${month}.${query.format}`,
    contentType: contentTypes[query.format],
    body: await sheetFile({ format: query.format, lang: query.lang, month: data }),
  };
}
