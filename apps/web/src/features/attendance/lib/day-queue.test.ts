import type { SaveAttendanceDayResponse } from '@abhyas/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { DayQueue, type QueuedDay, type QueueStore } from './day-queue';

function memory(): QueueStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    get: async (key) => structuredClone(data.get(key)) as never,
    set: async (key, value) => void data.set(key, structuredClone(value)),
  };
}

const day = (at: number, status: 'present' | 'absent' = 'present'): QueuedDay => ({
  organizationId: 'o1',
  batchId: 'b1',
  batchName: 'SSC',
  day: '2026-11-20',
  clientSavedAt: at,
  marks: [{ userId: 's1', status, note: '', basedOn: null }],
});
const ack = (d: QueuedDay) =>
  ({ clientSavedAt: d.clientSavedAt, conflicts: [] }) as unknown as SaveAttendanceDayResponse;
const offline = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'offline' });

describe('DayQueue', () => {
  it('keeps every day while the network is gone, and a 5xx, and drops a day only on its 2xx', async () => {
    const store = memory();
    const q = new DayQueue(store, 'k');
    await q.put(day(1));
    expect((await q.flush(async () => Promise.reject(offline))).offline).toBe(true);
    const busy = new ApiError({ status: 503, code: 'INTERNAL', message: 'busy' });
    expect((await q.flush(async () => Promise.reject(busy))).offline).toBe(true);
    expect(store.data.get('k')).toHaveLength(1);
    const result = await q.flush(async (d) => ack(d));
    expect(result.saved).toHaveLength(1);
    expect(store.data.get('k')).toEqual([]);
  });

  it('keeps a newer Save of the same day made while the older one was on its way', async () => {
    const q = new DayQueue(memory(), 'k');
    await q.put(day(1));
    let newer: Promise<unknown> = Promise.resolve();
    const result = await q.flush(async (d) => {
      newer = q.put(day(2, 'absent')); // pressed while the older version is on its way
      return ack(d);
    });
    await newer;
    expect(result.saved.map((s) => s.day.clientSavedAt)).toEqual([1]);
    const [left] = await q.list();
    expect(left?.clientSavedAt).toBe(2);
    expect(left?.marks[0]?.status).toBe('absent');
  });

  it('marks a day the server refuses and keeps it until the teacher discards it', async () => {
    const q = new DayQueue(memory(), 'k');
    await q.put(day(1));
    const refusal = new ApiError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'no',
      rule: 'validation.attendance.notOnRoster',
    });
    const result = await q.flush(async () => Promise.reject(refusal));
    expect(result.refused).toHaveLength(1);
    const [kept] = await q.list();
    expect(kept?.refused?.rule).toBe('validation.attendance.notOnRoster');
    expect((await q.flush(async (d) => ack(d))).saved).toHaveLength(0);
    expect(await q.discard('o1:b1:2026-11-20')).toEqual([]);
  });
});
