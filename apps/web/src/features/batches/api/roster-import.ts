import { type RosterFormat, type RosterReport, rosterReportSchema } from '@abhyas/core';
import { ApiError, apiPost } from '@/lib/api-client';
import { useInstituteMutation } from './batches';

/**
 * Sends a roster file; a refused import (422) carries its report beside the error, which is what the
 * screen shows, so it is answered as a report too.
 */
export async function importRoster(
  organizationId: string,
  input: { format: RosterFormat; contentBase64: string; dryRun: boolean },
): Promise<RosterReport> {
  try {
    return rosterReportSchema.parse(
      await apiPost<unknown>(`/organisations/${organizationId}/roster-import`, input),
    );
  } catch (error) {
    const report =
      error instanceof ApiError
        ? rosterReportSchema.safeParse((error.body as { report?: unknown } | null)?.report)
        : undefined;
    if (report?.success) return report.data;
    throw error;
  }
}

export function useImportRoster(organizationId: string) {
  return useInstituteMutation(organizationId, (input: Parameters<typeof importRoster>[1]) =>
    importRoster(organizationId, input),
  );
}
