import type { SaveAck } from '@abhyas/core';
import { describe, expect, it, vi } from 'vitest';
import { type DeviceRecord, recordKey } from './device-record';
import { memoryStore } from './memory-store';
import {
  AttemptClosedError,
  AttemptMovedError,
  type PendingSave,
  questionsWaiting,
  SaveQueue,
} from './save-queue';

const q1 = '00000000-0000-4000-8000-000000000001';
const q2 = '00000000-0000-4000-8000-000000000002';
// The attempt's time rides on every acknowledgement; the queue itself does not read it.
const timing = () => ({ serverNow: new Date().toISOString(), deadline: '2099-01-01T00:00:00.000Z' });
const ack = (saves: PendingSave[]): SaveAck => ({
  acked: saves.map((s) => s.seq),
  rejected: [],
  ...timing(),
});
const save = (questionId: string, answer: number | null) => ({
  questionId,
  answer,
  marked: false,
  timeSpentMs: 0,
});

/** A fake network: each call waits for the test to answer it. */
function fakeServer() {
  const calls: PendingSave[][] = [];
  let online = true;
  const timers: (() => void)[] = [];
  return {
    calls,
    timers,
    setOnline: (value: boolean) => {
      online = value;
    },
    send: async (saves: PendingSave[]) => {
      calls.push(saves.map((s) => ({ ...s })));
      if (!online) throw new Error('network down');
      return ack(saves);
    },
    setTimer: (fn: () => void) => {
      timers.push(fn);
      return () => undefined;
    },
  };
}

describe('save queue', () => {
  it('persists each save before sending and clears it once acknowledged', async () => {
    const store = memoryStore();
    const server = fakeServer();
    const queue = new SaveQueue('a1', store, { send: server.send, setTimer: server.setTimer });
    await queue.init(0);
    const { seq, stored } = queue.enqueue(save(q1, 2));
    expect(seq).toBe(1);
    await stored;
    await queue.flush();
    expect(server.calls).toEqual([[{ ...save(q1, 2), seq: 1 }]]);
    expect(queue.pendingSaves).toEqual([]);
    // The acknowledgement is stored with the next write (here: the page being hidden), not one of its own.
    const record = () => store.data.get(recordKey('a1')) as DeviceRecord;
    expect(record().pending.map((s) => s.seq)).toEqual([1]);
    queue.tidy();
    await vi.waitFor(() => expect(record().pending).toEqual([]));
    expect(record().seq).toBe(1);
    expect(record().acked[q1]).toMatchObject({ answer: 2, seq: 1 });
    expect(queue.status).toBe('saved');
  });

  it('keeps saves made offline in seq order and replays them after a failure', async () => {
    const store = memoryStore();
    const server = fakeServer();
    server.setOnline(false);
    const queue = new SaveQueue('a1', store, { send: server.send, setTimer: server.setTimer });
    await queue.init(0);
    await queue.enqueue(save(q1, 0)).stored;
    await queue.enqueue(save(q2, 1)).stored;
    await queue.enqueue(save(q1, 3)).stored;
    await queue.flush();
    expect(queue.status).toBe('offline');
    expect(queue.pendingSaves.map((s) => s.seq)).toEqual([1, 2, 3]);
    // Three saves of two questions: the student is told two answers wait, not three.
    expect(queue.getSnapshot().pending).toBe(2);
    expect(server.timers.length).toBeGreaterThan(0);

    server.setOnline(true);
    server.timers.at(-1)?.();
    await queue.flush();
    expect(server.calls.at(-1)?.map((s) => s.seq)).toEqual([1, 2, 3]);
    expect(queue.pendingSaves).toEqual([]);
    expect(queue.status).toBe('saved');
  });

  it('restores the queue and keeps the seq growing across a reload', async () => {
    const store = memoryStore();
    const server = fakeServer();
    server.setOnline(false);
    const first = new SaveQueue('a1', store, { send: server.send, setTimer: server.setTimer });
    await first.init(5);
    await first.enqueue(save(q1, 0)).stored;
    await first.enqueue(save(q2, 1)).stored;
    first.dispose();

    const second = new SaveQueue('a1', store, { send: server.send, setTimer: server.setTimer });
    await second.init(3);
    expect(second.pendingSaves.map((s) => s.seq)).toEqual([6, 7]);
    expect(second.enqueue(save(q1, 2)).seq).toBe(8);
  });

  it('never goes below the server last seq (another device saved more)', async () => {
    const queue = new SaveQueue('a1', memoryStore(), { send: fakeServer().send });
    await queue.init(41);
    expect(queue.enqueue(save(q1, 0)).seq).toBe(42);
  });

  it('drops only acknowledged or rejected seqs and ignores repeated acks', async () => {
    const store = memoryStore();
    const replies: SaveAck[] = [
      { acked: [1, 1], rejected: [], ...timing() },
      { acked: [1, 2], rejected: [{ seq: 3, reason: 'sectionClosed' }], ...timing() },
    ];
    const sent: number[][] = [];
    const queue = new SaveQueue('a1', store, {
      send: async (saves) => {
        sent.push(saves.map((s) => s.seq));
        const reply = replies.shift();
        if (!reply) throw new Error('no reply');
        return reply;
      },
      setTimer: () => () => undefined,
    });
    await queue.init(0);
    // Queue three saves without flushing in between, by storing them first.
    const stores = [queue.enqueue(save(q1, 0)), queue.enqueue(save(q2, 1)), queue.enqueue(save(q1, 2))];
    await Promise.all(stores.map((s) => s.stored));
    await queue.flush();
    expect(sent[0]).toEqual([1, 2, 3]);
    expect(sent[1]).toEqual([2, 3]);
    expect(queue.pendingSaves).toEqual([]);
  });

  it('stops and releases waiters when the attempt is closed', async () => {
    const queue = new SaveQueue('a1', memoryStore(), {
      send: async () => {
        throw new AttemptClosedError();
      },
    });
    await queue.init(0);
    const drained = queue.drained();
    await queue.enqueue(save(q1, 0)).stored;
    await queue.flush();
    await drained;
    expect(queue.status).toBe('closed');
  });

  it('counts the answers waiting, not the visits: a question opened and left unanswered has none', () => {
    const pending = [
      { questionId: q1, answer: null, marked: false }, // a visit of an unanswered question
      { questionId: q2, answer: 2, marked: false },
      { questionId: q2, answer: 2, marked: true }, // the same answer, marked: still one question
    ];
    expect(questionsWaiting(pending)).toBe(1);
    // Clearing an answer the server holds is an answer waiting; a repeat of what it holds is not.
    const held = {
      [q1]: { answer: 0, marked: false, visited: true, seq: 1 },
      [q2]: { answer: 2, marked: true, visited: true, seq: 2 },
    };
    expect(questionsWaiting(pending, held)).toBe(1);
    expect(questionsWaiting(pending.slice(1), held)).toBe(0);
  });

  it('turns every answer still waiting when the attempt closed into a refusal the student is shown', async () => {
    // Offline past the deadline and its grace: the first batch back is answered 409 ATTEMPT_CLOSED.
    let closed = false;
    const queue = new SaveQueue('a1', memoryStore(), {
      send: async (saves) => {
        if (closed) throw new AttemptClosedError();
        return ack(saves);
      },
      isOnline: () => true,
      setTimer: () => () => undefined,
    });
    await queue.init(0);
    await queue.enqueue(save(q1, 1)).stored;
    await queue.flush();
    closed = true;
    // A visit of q2 (no answer: the student saw nothing change), then q1 changed and q2 answered.
    queue.enqueue(save(q2, null));
    queue.enqueue(save(q1, 3));
    await queue.enqueue(save(q2, 0)).stored;
    await queue.flush();
    expect(queue.status).toBe('closed');
    expect(queue.pendingSaves).toEqual([]);
    const refusals = queue.getSnapshot().refusals;
    expect(refusals.map((r) => [r.questionId, r.answer, r.reason])).toEqual([
      [q1, 3, 'closed'],
      [q2, 0, 'closed'],
    ]);
    // What counts instead is what the server acknowledged before it closed.
    expect(refusals[0]?.held).toMatchObject({ answer: 1 });
    expect(refusals[1]?.held).toBeNull();
    expect(queue.getSnapshot().responses[q1]).toMatchObject({ answer: 1 });
  });

  it('stops sending once another device has the test, and keeps what is pending on this one', async () => {
    let sent = 0;
    const store = memoryStore();
    const queue = new SaveQueue('a1', store, {
      send: async () => {
        sent += 1;
        throw new AttemptMovedError();
      },
    });
    await queue.init(0);
    await queue.enqueue(save(q1, 2)).stored;
    await queue.flush();
    expect(queue.status).toBe('moved');
    await queue.enqueue(save(q2, 1)).stored;
    await queue.flush();
    // No retry loop against a test that goes on elsewhere: one refused send, nothing after it.
    expect(sent).toBe(1);
    expect(queue.pendingSaves.map((p) => p.questionId)).toEqual([q1, q2]);
    // Kept on the device: "continue on this device" reloads the hall and offers them again.
    const reopened = new SaveQueue('a1', store, { send: async () => ack([]) });
    await reopened.init(0);
    expect(reopened.pendingSaves.map((p) => p.seq)).toEqual([1, 2]);
  });

  it('sends a save the device could not store, and says the device is not keeping answers', async () => {
    const store = memoryStore();
    store.failWrites(true);
    const server = fakeServer();
    const queue = new SaveQueue('a1', store, { send: server.send, setTimer: server.setTimer });
    await queue.init(0);
    await queue.enqueue(save(q1, 1)).stored;
    await queue.flush();
    expect(server.calls).toEqual([[{ ...save(q1, 1), seq: 1 }]]);
    expect(queue.getSnapshot().durable).toBe(false);
    expect(queue.getSnapshot().responses[q1]).toMatchObject({ answer: 1 });
    store.failWrites(false);
    await queue.enqueue(save(q2, 0)).stored;
    expect(queue.getSnapshot().durable).toBe(true);
  });

  it('turns a refused save into a refusal and shows what the server holds again', async () => {
    const replies: SaveAck[] = [
      { acked: [1], rejected: [], ...timing() },
      { acked: [], rejected: [{ seq: 2, reason: 'sectionClosed' }], ...timing() },
    ];
    const queue = new SaveQueue('a1', memoryStore(), {
      send: async () => {
        const reply = replies.shift();
        if (!reply) throw new Error('no reply');
        return reply;
      },
      setTimer: () => () => undefined,
    });
    await queue.init(0);
    await queue.enqueue(save(q1, 2)).stored;
    await queue.flush();
    await queue.enqueue(save(q1, 3)).stored;
    await queue.flush();
    const { responses, refusals } = queue.getSnapshot();
    expect(responses[q1]).toMatchObject({ answer: 2, seq: 1 });
    expect(refusals).toEqual([
      expect.objectContaining({
        questionId: q1,
        answer: 3,
        reason: 'sectionClosed',
        held: expect.objectContaining({ answer: 2 }),
      }),
    ]);
    expect(queue.pendingSaves).toEqual([]);
  });

  it('does not send again a stored save the server already holds (or holds a newer one)', async () => {
    const store = memoryStore();
    const server = fakeServer();
    server.setOnline(false);
    const first = new SaveQueue('a1', store, { send: server.send, setTimer: server.setTimer });
    await first.init(0);
    await first.enqueue(save(q1, 0)).stored;
    await first.enqueue(save(q2, 1)).stored;
    first.dispose();
    const second = new SaveQueue('a1', store, { send: server.send, setTimer: server.setTimer });
    await second.init(2, { [q1]: { answer: 0, marked: false, visited: true, seq: 1 } });
    expect(second.pendingSaves.map((s) => s.seq)).toEqual([2]);
  });

  it('takes over the queue an earlier version stored under three keys', async () => {
    const store = memoryStore();
    await store.set('hall:a1:seq', 4);
    await store.set('hall:a1:pending', [{ ...save(q2, 3), seq: 4 }]);
    await store.set('hall:a1:local', {
      [q1]: { answer: 1, marked: false, visited: true, seq: 3 },
      [q2]: { answer: 3, marked: false, visited: true, seq: 4 },
    });
    const queue = new SaveQueue('a1', store, { send: fakeServer().send, setTimer: () => () => undefined });
    await queue.init(0);
    expect(queue.pendingSaves.map((s) => s.seq)).toEqual([4]);
    expect(queue.getSnapshot().responses[q1]).toMatchObject({ answer: 1 });
    expect(queue.enqueue(save(q1, 0)).seq).toBe(5);
  });
});
