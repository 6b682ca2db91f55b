import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, isApiError } from '@/lib/api-client';
import {
  contentKeys,
  type ImportFormat,
  type ImportMode,
  type ImportReport,
  importReportSchema,
} from './types';

export interface ImportInput {
  setId: string;
  format: ImportFormat;
  mode: ImportMode;
  fileName: string;
  contentBase64: string;
}

/**
 * A refused import (422 IMPORT_INVALID) is not a failure of the call: its report is the answer the
 * admin needs, so it resolves with `ok: false` instead of throwing.
 */
export async function importFile({ setId, ...body }: ImportInput): Promise<ImportReport> {
  try {
    return importReportSchema.parse(await apiPost<unknown>(`/admin/content/sets/${setId}/import`, body));
  } catch (error) {
    if (isApiError(error) && error.code === 'IMPORT_INVALID') {
      const report = (error.body as { report?: unknown } | undefined)?.report;
      return importReportSchema.parse(report);
    }
    throw error;
  }
}

export function useImportFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importFile,
    onSuccess: (report) => {
      if (report.ok) void queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}

/** The file's bytes as base64, the way the import endpoint takes them. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export function formatOf(fileName: string): ImportFormat | undefined {
  const ext = fileName.toLowerCase().split('.').pop();
  return ext === 'csv' || ext === 'xlsx' || ext === 'json' ? ext : undefined;
}
