import type { StudySessionRequest } from '@abhyas/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { createSessionQueue, memorySessionStore } from './session-queue';

const session = (n: number): StudySessionRequest => ({
  clientId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  startedAt: `2026-11-26T10:0${n}:00.000Z`,
  endedAt: `2026-11-26T10:2${n}:00.000Z`,
  focusSeconds: 1200,
  subject: null,
});
const offline = () => new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'offline' });

describe('the study-session queue', () => {
  it('keeps a session made offline and sends it once when the network returns', async () => {
    const store = memorySessionStore();
    const sent: string[] = [];
    let online = false;
    const queue = createSessionQueue(store, async (s) => {
      if (!online) throw offline();
      sent.push(s.clientId);
    });
    expect(await queue.enqueue({ userId: 'u1', session: session(1) })).toEqual({ saved: 0, pending: 1 });
    expect(await queue.enqueue({ userId: 'u1', session: session(2) })).toEqual({ saved: 0, pending: 2 });
    online = true;
    expect(await queue.flush('u1')).toEqual({ saved: 2, pending: 0 });
    expect(await queue.flush('u1')).toEqual({ saved: 0, pending: 0 });
    expect(sent).toEqual([session(1).clientId, session(2).clientId]);
  });

  it('two flushes at once send each session once', async () => {
    const sent: string[] = [];
    const store = memorySessionStore();
    const queue = createSessionQueue(store, async (s) => {
      await new Promise((r) => setTimeout(r, 5));
      sent.push(s.clientId);
    });
    await store.put(session(3).clientId, { userId: 'u1', session: session(3) });
    await Promise.all([queue.flush('u1'), queue.flush('u1')]);
    expect(sent).toEqual([session(3).clientId]);
  });

  it('never sends another account’s sessions', async () => {
    const sent: string[] = [];
    const store = memorySessionStore();
    const queue = createSessionQueue(store, async (s) => void sent.push(s.clientId));
    await store.put(session(5).clientId, { userId: 'asha', session: session(5) });
    expect(await queue.flush('ravi')).toEqual({ saved: 0, pending: 0 });
    expect(sent).toEqual([]);
    expect(await queue.pendingFor('asha')).toBe(1);
  });

  it('drops a session the server refuses for good (400), keeps one it could not reach', async () => {
    const store = memorySessionStore();
    const queue = createSessionQueue(store, async (s) => {
      if (s.clientId === session(6).clientId)
        throw new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'in future' });
      throw new ApiError({ status: 503, code: 'INTERNAL', message: 'down' });
    });
    await store.put(session(6).clientId, { userId: 'u1', session: session(6) });
    await store.put(session(7).clientId, { userId: 'u1', session: session(7) });
    expect(await queue.flush('u1')).toEqual({ saved: 0, pending: 1 });
    expect((await store.all())[0]?.session.clientId).toBe(session(7).clientId);
  });

  it('drops a session overlapping a saved one or past a full day (409): it will never be accepted', async () => {
    const store = memorySessionStore();
    const queue = createSessionQueue(store, async (s) => {
      if (s.clientId === session(3).clientId)
        throw new ApiError({ status: 409, code: 'STUDY_SESSION_OVERLAP', message: 'overlaps' });
      if (s.clientId === session(4).clientId)
        throw new ApiError({ status: 409, code: 'STUDY_DAY_FULL', message: 'full' });
      throw new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'wait' });
    });
    for (const n of [3, 4, 5]) await store.put(session(n).clientId, { userId: 'u1', session: session(n) });
    expect(await queue.flush('u1')).toEqual({ saved: 0, pending: 1 });
    expect((await store.all())[0]?.session.clientId).toBe(session(5).clientId);
  });
});
