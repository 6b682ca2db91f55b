import type { Ack, ApiErrorBody, ChatMessage } from '@abhyas/core';

/** A message typed but not yet acknowledged: shown as pending, kept on the device, sent in order. */
export interface PendingMessage {
  /** Made once per message (newClientId); the server treats a resend with it as the same message. */
  clientId: string;
  groupId: string;
  text: string;
  createdAt: string;
  /** The message it answers (its seq), kept on the device with it so a reply sent later stays a reply. */
  replyToSeq?: number | undefined;
  /** Set when the server refused it for good (too long, muted): shown with the reason, not resent. */
  failed?: ApiErrorBody['error'] | undefined;
}

/** Where the queue keeps its list: IndexedDB in the app (idb-keyval), memory in tests. */
export interface PendingStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
}

/** `sent`: nothing waits any more; else `refusal` says why the rest waits (null: another flush runs). */
export interface FlushResult {
  sent: boolean;
  refusal: ApiErrorBody['error'] | null;
}

export type SendPending = (message: PendingMessage) => Promise<Ack<'sendMessage'>>;

/**
 * Refusals that may cure themselves (no network, a slow acknowledgement, the rate limit, a server
 * hiccup): the queue stops there and tries again on the next connect, keeping the order.
 */
const transientCodes = new Set([
  'NETWORK_ERROR',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
]);
export const isTransient = (error: ApiErrorBody['error']) => transientCodes.has(error.code);

export { newClientId } from '@/lib/client-id';

/**
 * One group's outbox on this device. Written before anything is sent, so a reload or a dead battery
 * keeps what was typed; a message leaves only when the server acknowledged it (or refused it for good,
 * then it stays, marked, until the writer drops it). Changes run one at a time.
 */
export class PendingQueue {
  private chain: Promise<unknown> = Promise.resolve();
  private flushing = false;

  constructor(
    private readonly store: PendingStore,
    private readonly key: string,
  ) {}

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.chain.then(work, work);
    this.chain = next.catch(() => undefined);
    return next;
  }

  async list(): Promise<PendingMessage[]> {
    return (await this.store.get<PendingMessage[]>(this.key).catch(() => undefined)) ?? [];
  }

  add(message: PendingMessage): Promise<PendingMessage[]> {
    return this.serial(async () => {
      const list = await this.list();
      if (!list.some((m) => m.clientId === message.clientId)) list.push(message);
      await this.store.set(this.key, list);
      return list;
    });
  }

  remove(clientId: string): Promise<PendingMessage[]> {
    return this.serial(async () => {
      const list = (await this.list()).filter((m) => m.clientId !== clientId);
      await this.store.set(this.key, list);
      return list;
    });
  }

  /** Gives a refused message another go (the writer tapped "try again" after the mute ended). */
  retry(clientId: string): Promise<PendingMessage[]> {
    return this.serial(async () => {
      const list = (await this.list()).map((m) =>
        m.clientId === clientId ? { ...m, failed: undefined } : m,
      );
      await this.store.set(this.key, list);
      return list;
    });
  }

  private markFailed(clientId: string, error: ApiErrorBody['error']): Promise<PendingMessage[]> {
    return this.serial(async () => {
      const list = (await this.list()).map((m) => (m.clientId === clientId ? { ...m, failed: error } : m));
      await this.store.set(this.key, list);
      return list;
    });
  }

  /**
   * Sends what waits, oldest first, one at a time (the server numbers them in the order they arrive).
   * `onAck` hears each acknowledged message; `onChange` each new list. Stops at a transient refusal,
   * so a later message never overtakes an earlier one.
   */
  async flush(
    send: SendPending,
    onAck: (message: ChatMessage, clientId: string) => void,
    onChange: (list: PendingMessage[]) => void,
  ): Promise<FlushResult> {
    if (this.flushing) return { sent: false, refusal: null };
    this.flushing = true;
    try {
      for (;;) {
        const next = (await this.list()).find((m) => !m.failed);
        if (!next) return { sent: true, refusal: null };
        const ack = await send(next);
        if (ack.ok) {
          onAck(ack.message, next.clientId);
          onChange(await this.remove(next.clientId));
        } else if (isTransient(ack.error)) {
          return { sent: false, refusal: ack.error };
        } else {
          onChange(await this.markFailed(next.clientId, ack.error));
        }
      }
    } finally {
      this.flushing = false;
    }
  }
}

export const pendingKey = (userId: string, groupId: string) =>
  `abhyas.community.pending.${userId}.${groupId}`;
