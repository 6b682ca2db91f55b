import { type ReviewInput, type ReviewQueue, reviewQueueSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet, isApiError } from '@/lib/api-client';
import { useStoredValue } from '@/lib/session';
import { idbOutboxStore } from '../lib/idb-outbox-store';
import { readSnapshot, restoreQueue, snapshotKey, writeSnapshot } from '../lib/queue-snapshot';
import type { OutboxStore } from '../lib/review-outbox';
import { flashcardKeys } from './keys';

/** GET /api/flashcards/review: today's queue (by Indian day) with each button's interval. */
export async function getReviewQueue(deckId: string | null, signal?: AbortSignal): Promise<ReviewQueue> {
  return reviewQueueSchema.parse(
    await apiGet<unknown>('/flashcards/review', { query: { deckId }, ...(signal ? { signal } : {}) }),
  );
}

/** The queue to review, and when this device saved it if it came from the device (offline). */
export interface LoadedQueue {
  queue: ReviewQueue;
  savedOnDevice: string | null;
}

interface Outbox {
  /** Sends what waits (errors swallowed: offline, they keep waiting). */
  sync(): Promise<void>;
  /** The reviews still on the device, not yet answered for by the server. */
  list(): Promise<ReviewInput[]>;
}

const isOffline = (error: unknown) =>
  (isApiError(error) && error.code === 'NETWORK_ERROR') || error instanceof TypeError;

/**
 * Today's queue. First the device's waiting reviews are sent, so the server's queue already counts
 * them; a rating the server still lacks is applied here too, so no card comes back for a second
 * review. Offline (a reload on the train), the queue this device kept is opened instead.
 */
export async function loadReviewQueue(
  deckId: string | null,
  deps: { key: string; store: OutboxStore; outbox: Outbox; signal?: AbortSignal | undefined },
): Promise<LoadedQueue> {
  await deps.outbox.sync();
  const pending = await deps.outbox.list().catch(() => []);
  const now = new Date();
  try {
    const fresh = await getReviewQueue(deckId, deps.signal);
    const queue = restoreQueue({ queue: fresh, savedAt: new Date(0).toISOString() }, pending, now);
    await writeSnapshot(deps.store, deps.key, { queue, savedAt: now.toISOString() }).catch(() => undefined);
    return { queue, savedOnDevice: null };
  } catch (error) {
    if (!isOffline(error)) throw error;
    const kept = await readSnapshot(deps.store, deps.key).catch(() => undefined);
    if (!kept) throw error;
    return { queue: restoreQueue(kept, pending, now), savedOnDevice: kept.savedAt };
  }
}

export function useReviewQueue(deckId: string | null, outbox: Outbox, store: OutboxStore = idbOutboxStore) {
  const userId = useStoredValue('userId');
  return useQuery({
    queryKey: flashcardKeys.queue(userId, deckId),
    queryFn: ({ signal }) =>
      loadReviewQueue(deckId, { key: snapshotKey(userId ?? 'anonymous', deckId), store, outbox, signal }),
    // The session is built once from the queue; a refetch mid-session would reshuffle it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
    networkMode: 'always',
  });
}
