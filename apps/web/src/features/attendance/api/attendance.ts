import {
  type AttendanceDayView,
  type AttendanceHistory,
  type AttendanceMonth,
  attendanceDayViewSchema,
  attendanceHistorySchema,
  attendanceMonthResponseSchema,
  type BatchList,
  batchListSchema,
  type SaveAttendanceDayResponse,
  saveAttendanceDayResponseSchema,
} from '@abhyas/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiGetBlob, apiPut, isApiError } from '@/lib/api-client';
import type { QueuedDay, QueueStore } from '../lib/day-queue';
import { idbQueueStore } from '../lib/idb-store';

const base = (organizationId: string) => `/organisations/${organizationId}`;
export const attendanceKey = (organizationId: string) => ['attendance', organizationId] as const;

/**
 * The server's answer kept on the device under `attendance:<key>`; with no network, the kept copy.
 * `fallback` is tried when nothing was kept under the key itself (a day not opened before: the
 * batch's last roster, unmarked). Any other failure is the server's word and is not hidden.
 */
export async function keptOnDevice<T>(
  key: string,
  fresh: () => Promise<T>,
  fallback: (store: QueueStore) => Promise<T | undefined> = async () => undefined,
  store: QueueStore = idbQueueStore,
): Promise<T> {
  try {
    const answer = await fresh();
    await store.set(`attendance:${key}`, answer).catch(() => undefined);
    return answer;
  } catch (error) {
    if (!isApiError(error) || error.code !== 'NETWORK_ERROR') throw error;
    const kept =
      (await store.get<T>(`attendance:${key}`).catch(() => undefined)) ??
      (await fallback(store).catch(() => undefined));
    if (kept === undefined) throw error;
    return kept;
  }
}

/** Admins every batch, teachers the batches they teach (the server decides). */
export function useAttendanceBatches(organizationId: string) {
  return useQuery({
    queryKey: [...attendanceKey(organizationId), 'batches'],
    queryFn: ({ signal }) =>
      keptOnDevice<BatchList>(`batches:${organizationId}`, async () =>
        batchListSchema.parse(await apiGet<unknown>(`${base(organizationId)}/batches`, { signal })),
      ),
  });
}

export const dayKey = (organizationId: string, batchId: string, day: string) =>
  [...attendanceKey(organizationId), 'day', batchId, day] as const;

const rosterKey = (organizationId: string, batchId: string) => `roster:${organizationId}:${batchId}`;

/** A day's roster and marks; offline, the kept day, or the batch's last roster with no marks. */
export async function getDay(
  organizationId: string,
  batchId: string,
  day: string,
  signal?: AbortSignal,
): Promise<AttendanceDayView> {
  return keptOnDevice<AttendanceDayView>(
    `day:${organizationId}:${batchId}:${day}`,
    async () => {
      const answer = attendanceDayViewSchema.parse(
        await apiGet<unknown>(
          `${base(organizationId)}/attendance/${batchId}/${day}`,
          signal ? { signal } : {},
        ),
      );
      await idbQueueStore
        .set(`attendance:${rosterKey(organizationId, batchId)}`, answer)
        .catch(() => undefined);
      return answer;
    },
    async (store) => {
      const roster = await store.get<AttendanceDayView>(`attendance:${rosterKey(organizationId, batchId)}`);
      return roster && { ...roster, day, students: roster.students.map((s) => ({ ...s, mark: null })) };
    },
  );
}

export function useAttendanceDay(organizationId: string, batchId: string, day: string) {
  return useQuery({
    queryKey: dayKey(organizationId, batchId, day),
    queryFn: ({ signal }) => getDay(organizationId, batchId, day, signal),
    enabled: batchId !== '',
  });
}

/** PUT the whole day in one request (the queue calls it, online or when the network returns). */
export async function sendDay(day: QueuedDay): Promise<SaveAttendanceDayResponse> {
  return saveAttendanceDayResponseSchema.parse(
    await apiPut<unknown>(`${base(day.organizationId)}/attendance/${day.batchId}/${day.day}`, {
      marks: day.marks,
      clientSavedAt: day.clientSavedAt,
    }),
  );
}

export function useAttendanceMonth(organizationId: string, batchId: string, month: string) {
  return useQuery<AttendanceMonth>({
    queryKey: [...attendanceKey(organizationId), 'month', batchId, month],
    queryFn: async ({ signal }) =>
      attendanceMonthResponseSchema.parse(
        await apiGet<unknown>(`${base(organizationId)}/attendance/${batchId}/month/${month}`, { signal }),
      ),
    enabled: batchId !== '',
  });
}

export function useDayHistory(organizationId: string, batchId: string, day: string, enabled: boolean) {
  return useQuery<AttendanceHistory>({
    queryKey: [...attendanceKey(organizationId), 'history', batchId, day],
    queryFn: async ({ signal }) =>
      attendanceHistorySchema.parse(
        await apiGet<unknown>(`${base(organizationId)}/attendance/${batchId}/${day}/history`, { signal }),
      ),
    enabled: enabled && batchId !== '',
  });
}

export interface ExportRequest {
  organizationId: string;
  batchId: string;
  month: string;
  format: 'csv' | 'xlsx';
  lang: 'hi' | 'en';
}

/** The month as a file: fetched with the bearer token (a plain link would carry none) and handed to the browser. */
export async function downloadMonth(r: ExportRequest): Promise<void> {
  const blob = await apiGetBlob(`${base(r.organizationId)}/attendance/${r.batchId}/month/${r.month}/export`, {
    query: { format: r.format, lang: r.lang },
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `attendance-${r.month}.${r.format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadMonth() {
  return useMutation({ mutationFn: downloadMonth });
}
