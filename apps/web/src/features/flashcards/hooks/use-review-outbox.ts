import type { ReviewAck, ReviewInput } from '@abhyas/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStoredValue } from '@/lib/session';
import { sendReviews } from '../api/send-reviews';
import { idbOutboxStore } from '../lib/idb-outbox-store';
import { type OutboxStore, outboxKey, ReviewOutbox } from '../lib/review-outbox';

export interface OutboxState {
  /** Reviews on the device that the server has not answered for yet. */
  pending: number;
  syncing: boolean;
  /** The server's answer to the last batch it took (its due count wins over the local one). */
  lastAck: ReviewAck | null;
  /**
   * Keeps a review on the device, runs `afterStored` (the session's own copy is written after the
   * review, never before: a reload between the two finds the review and replays it), then sends.
   */
  record(review: ReviewInput, afterStored?: () => Promise<void>): Promise<void>;
  sync(): Promise<void>;
  /** The reviews on the device that the server has not answered for. */
  list(): Promise<ReviewInput[]>;
}

/** The device's outbox of reviews for the signed-in student, sent now and whenever the network returns. */
export function useReviewOutbox(store: OutboxStore = idbOutboxStore): OutboxState {
  const userId = useStoredValue('userId') ?? 'anonymous';
  const outbox = useMemo(() => new ReviewOutbox(store, outboxKey(userId)), [store, userId]);
  const [pending, setPending] = useState(0);
  const [syncing, setSyncing] = useState(false);
  const [lastAck, setLastAck] = useState<ReviewAck | null>(null);

  const sync = useCallback(async () => {
    setSyncing(true);
    try {
      const ack = await outbox.flush(sendReviews);
      if (ack) setLastAck(ack);
    } catch {
      // Offline or the server unreachable: the reviews wait on the device for the next try.
    } finally {
      setPending((await outbox.pending()).length);
      setSyncing(false);
    }
  }, [outbox]);

  const record = useCallback(
    async (review: ReviewInput, afterStored?: () => Promise<void>) => {
      setPending(await outbox.add(review));
      await afterStored?.().catch(() => undefined);
      if (navigator.onLine) await sync();
    },
    [outbox, sync],
  );
  const list = useCallback(() => outbox.pending(), [outbox]);

  useEffect(() => {
    void sync();
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [sync]);

  return { pending, syncing, lastAck, record, sync, list };
}
