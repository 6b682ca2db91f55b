import type { Ack } from '@abhyas/core';
import { describe, expect, it } from 'vitest';
import { newClientId, type PendingMessage, PendingQueue, type PendingStore } from './pending-queue';
import { message } from './test-messages';

function memoryStore(): PendingStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    get: async <T>(key: string) => data.get(key) as T | undefined,
    set: async (key, value) => {
      data.set(key, structuredClone(value));
    },
  };
}

const pending = (text: string): PendingMessage => ({
  clientId: newClientId(),
  groupId: 'g1',
  text,
  createdAt: new Date().toISOString(),
});

describe('the pending queue', () => {
  it('keeps messages on the device, sends them in order and drops each on its acknowledgement', async () => {
    const store = memoryStore();
    const queue = new PendingQueue(store, 'k');
    const a = pending('one');
    const b = pending('two');
    await queue.add(a);
    await queue.add(b);
    await queue.add(a); // the same message twice is one message
    // A reload: a new queue over the same storage finds both.
    const again = new PendingQueue(store, 'k');
    expect((await again.list()).map((m) => m.text)).toEqual(['one', 'two']);

    const sent: string[] = [];
    let seq = 10;
    const acked: number[] = [];
    const done = await again.flush(
      async (m) => {
        sent.push(m.clientId);
        seq += 1;
        return { ok: true, message: message(seq, { clientId: m.clientId, text: m.text }) };
      },
      (m) => acked.push(m.seq),
      () => undefined,
    );
    expect(done).toEqual({ sent: true, refusal: null });
    expect(sent).toEqual([a.clientId, b.clientId]);
    expect(acked).toEqual([11, 12]);
    expect(await again.list()).toEqual([]);
  });

  it('keeps a pending reply’s replyToSeq on the device until it is sent', async () => {
    const store = memoryStore();
    await new PendingQueue(store, 'k').add({ ...pending('जवाब'), replyToSeq: 7 });
    // A reload (the phone was offline): the reply still names the message it answers.
    const again = new PendingQueue(store, 'k');
    expect((await again.list())[0]?.replyToSeq).toBe(7);
    const sent: (number | undefined)[] = [];
    await again.flush(
      async (m) => {
        sent.push(m.replyToSeq);
        return { ok: true, message: message(8, { clientId: m.clientId, text: m.text, replyToSeq: 7 }) };
      },
      () => undefined,
      () => undefined,
    );
    expect(sent).toEqual([7]);
  });

  it('stops at a network failure and keeps both, in order, for the next connect', async () => {
    const queue = new PendingQueue(memoryStore(), 'k');
    await queue.add(pending('one'));
    await queue.add(pending('two'));
    const offline: Ack<'sendMessage'> = { ok: false, error: { code: 'INTERNAL', message: 'down' } };
    let calls = 0;
    const done = await queue.flush(
      async () => {
        calls += 1;
        return offline;
      },
      () => undefined,
      () => undefined,
    );
    expect(done).toEqual({ sent: false, refusal: offline.ok ? null : offline.error });
    expect(calls).toBe(1);
    expect((await queue.list()).map((m) => m.text)).toEqual(['one', 'two']);
  });

  it('marks a message the server refuses for good and sends the next one', async () => {
    const queue = new PendingQueue(memoryStore(), 'k');
    await queue.add(pending('muted'));
    await queue.add(pending('later'));
    let first = true;
    await queue.flush(
      async (m) => {
        if (first) {
          first = false;
          return { ok: false, error: { code: 'MEMBER_MUTED', message: 'muted' } };
        }
        return { ok: true, message: message(5, { clientId: m.clientId }) };
      },
      () => undefined,
      () => undefined,
    );
    const left = await queue.list();
    expect(left.map((m) => [m.text, m.failed?.code])).toEqual([['muted', 'MEMBER_MUTED']]);
    await queue.retry(left[0]?.clientId ?? '');
    expect((await queue.list())[0]?.failed).toBeUndefined();
  });

  it('makes v4 uuids (the server checks clientId is one)', () => {
    expect(newClientId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
