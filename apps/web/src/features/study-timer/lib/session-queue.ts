import type { StudySessionRequest } from '@abhyas/core';
import { ApiError } from '@/lib/api-error';

/**
 * Finished focus sessions wait here until the server has them: written to the device first (one
 * IndexedDB entry per session, keyed by its client id), then sent. Offline, they stay and are sent
 * when the network returns. The server is idempotent by client id, so a send whose answer was lost,
 * or two tabs sending the same entry, never counts a session twice.
 */
export interface QueuedSession {
  /** Whose session it is: a second account signing in on the same phone never sends it. */
  userId: string;
  session: StudySessionRequest;
}

/** The few storage operations the queue needs; IndexedDB in the app, a Map in tests. */
export interface SessionStore {
  put(id: string, value: QueuedSession): Promise<void>;
  remove(id: string): Promise<void>;
  all(): Promise<QueuedSession[]>;
}

export interface FlushResult {
  saved: number;
  /** Still waiting (offline, or the server could not be reached). */
  pending: number;
}

export function memorySessionStore(): SessionStore {
  const map = new Map<string, QueuedSession>();
  return {
    put: async (id, value) => void map.set(id, value),
    remove: async (id) => void map.delete(id),
    all: async () => [...map.values()],
  };
}

export interface SessionQueue {
  enqueue(entry: QueuedSession): Promise<FlushResult>;
  flush(userId: string): Promise<FlushResult>;
  pendingFor(userId: string): Promise<number>;
}

export function createSessionQueue(
  store: SessionStore,
  send: (session: StudySessionRequest) => Promise<unknown>,
): SessionQueue {
  let running: Promise<FlushResult> | null = null;

  async function pendingFor(userId: string) {
    return (await store.all()).filter((e) => e.userId === userId).length;
  }

  async function flushOnce(userId: string): Promise<FlushResult> {
    const mine = (await store.all())
      .filter((e) => e.userId === userId)
      .sort((a, b) => a.session.endedAt.localeCompare(b.session.endedAt));
    let saved = 0;
    for (const entry of mine) {
      try {
        await send(entry.session);
        saved += 1;
        await store.remove(entry.session.clientId);
      } catch (error) {
        // A 400, 409 or 413 will never be accepted (a broken clock, a session too old, one overlapping a
        // saved session, a day already holding 24 hours): keeping it would retry forever. Anything else
        // (offline, the server down, signed out, a 429) waits for the next try.
        if (error instanceof ApiError && [400, 409, 413].includes(error.status)) {
          await store.remove(entry.session.clientId);
          continue;
        }
        break;
      }
    }
    return { saved, pending: await pendingFor(userId) };
  }

  async function flush(userId: string): Promise<FlushResult> {
    // One send at a time per tab; a flush asked for meanwhile runs after it (it may have new entries).
    const previous = running ?? Promise.resolve({ saved: 0, pending: 0 });
    const next = previous.then(() => flushOnce(userId));
    running = next.finally(() => {
      if (running === next) running = null;
    });
    return next;
  }

  return {
    async enqueue(entry) {
      await store.put(entry.session.clientId, entry);
      return flush(entry.userId);
    },
    flush,
    pendingFor,
  };
}
