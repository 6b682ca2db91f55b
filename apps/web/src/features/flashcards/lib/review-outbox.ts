import type { ReviewAck, ReviewInput } from '@abhyas/core';
import { flashcardRules } from '@abhyas/core';

/** The storage the outbox keeps its reviews in: IndexedDB in the app (idb-keyval), memory in tests. */
export interface OutboxStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
}

export type SendReviews = (reviews: ReviewInput[]) => Promise<ReviewAck>;

/**
 * Reviews waiting for the server, kept on the device per student. A review is written here first
 * (so a closed tab or a dead battery loses nothing) and then sent; it leaves only when the server
 * answered for it: applied, a repeat it had already applied (`duplicate`), or `rejected` (the card
 * is gone). A failed send (offline) keeps everything for the next try. Each review has its own id
 * and the time it was made, so the server applies them once and in order, however often they are sent.
 */
export class ReviewOutbox {
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: OutboxStore,
    private readonly key: string,
  ) {}

  /** Runs one change at a time: two taps and a flush never read the same list and overwrite each other. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.chain.then(work, work);
    this.chain = next.catch(() => undefined);
    return next;
  }

  async pending(): Promise<ReviewInput[]> {
    return (await this.store.get<ReviewInput[]>(this.key)) ?? [];
  }

  add(review: ReviewInput): Promise<number> {
    return this.serial(async () => {
      const list = await this.pending();
      if (!list.some((r) => r.id === review.id)) list.push(review);
      await this.store.set(this.key, list);
      return list.length;
    });
  }

  /**
   * Sends what waits, in batches, oldest first. Answers the last acknowledgement (for the due count)
   * or null when nothing was sent; throws the send's error (offline) with the reviews kept.
   */
  flush(send: SendReviews): Promise<ReviewAck | null> {
    return this.serial(async () => {
      let last: ReviewAck | null = null;
      for (;;) {
        const list = await this.pending();
        if (list.length === 0) return last;
        const batch = list.slice(0, flashcardRules.reviewBatchMax);
        last = await send(batch);
        const answered = new Set(last.results.map((r) => r.id));
        const rest = (await this.pending()).filter((r) => !answered.has(r.id));
        await this.store.set(this.key, rest);
        // A server that answered for none of them would loop forever: stop and try later.
        if (answered.size === 0) return last;
      }
    });
  }
}

export const outboxKey = (userId: string) => `abhyas.flashcards.outbox.${userId}`;
