import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOverAttempt } from '@/lib/attempt-handoff';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { liveJoined } from '@/test/live-join';
import { bootHall } from './boot';
import { memoryStore } from './memory-store';

const attemptId = '22222222-2222-4222-8222-222222222222';

afterEach(() => vi.useRealTimers());

describe('opening the hall on a state handed over by a live join', () => {
  it('opens on the handed state without asking the server, and only once', async () => {
    const now = Date.now();
    const { state } = liveJoined(attemptId, now, now);
    const { calls } = mockFetch(() => jsonResponse(200, { ...state, serverNow: new Date().toISOString() }));
    handOverAttempt({ state, sentAtMs: now - 40, receivedAtMs: now });
    const store = memoryStore();

    const first = await bootHall(store, 'ssc-live-1', attemptId);
    expect(first.kind).toBe('ready');
    if (first.kind === 'ready') expect(first.attempt.state.questions).toHaveLength(2);
    expect(calls).toHaveLength(0);
    // Kept on the device like any state from the server, for a reload offline.
    expect(store.writes.length).toBeGreaterThan(0);

    // Taken once: the next visit (back from the section summary, a reload) asks the server.
    await bootHall(store, 'ssc-live-1', attemptId);
    expect(calls.map((c) => c.url)).toEqual([`/api/attempts/${attemptId}`]);
  });

  it('asks the server when the handed state is more than a minute old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = Date.now();
    const { state } = liveJoined(attemptId, now, now);
    const { calls } = mockFetch(() => jsonResponse(200, state));
    handOverAttempt({ state, sentAtMs: now - 40, receivedAtMs: now });
    vi.setSystemTime(now + 61_000);
    await bootHall(memoryStore(), 'ssc-live-1', attemptId);
    expect(calls.map((c) => c.url)).toEqual([`/api/attempts/${attemptId}`]);
  });
});
