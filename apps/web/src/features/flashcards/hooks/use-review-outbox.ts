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
  record(review: ReviewInput): Promise<void>;
  sync(): Promise<void>;
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
    async (review: ReviewInput) => {
      setPending(await outbox.add(review));
      if (navigator.onLine) await sync();
    },
    [outbox, sync],
  );

  useEffect(() => {
    void sync();
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [sync]);

  return { pending, syncing, lastAck, record, sync };
}
