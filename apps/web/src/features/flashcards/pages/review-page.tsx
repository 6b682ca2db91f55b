import type { FlashcardRating } from '@abhyas/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { Button, buttonClasses } from '@/components/ui/button';
import { formatTime } from '@/lib/format';
import { useStoredValue } from '@/lib/session';
import { useBringIntoView } from '@/lib/use-bring-into-view';
import { useOnline } from '@/lib/use-online';
import { useReviewQueue } from '../api/get-review-queue';
import { flashcardKeys } from '../api/keys';
import { FlashcardsNav } from '../components/flashcards-nav';
import { RatingButtons } from '../components/rating-buttons';
import { SyncStatus } from '../components/sync-status';
import { useReviewOutbox } from '../hooks/use-review-outbox';
import { useReviewSession } from '../hooks/use-review-session';
import { sideIn } from '../lib/card-text';
import { idbOutboxStore } from '../lib/idb-outbox-store';
import { snapshotKey, writeSnapshot } from '../lib/queue-snapshot';
import { newReviewId } from '../lib/review-id';

/**
 * /flash-card/review: today's queue, one card at a time. Works offline once loaded: each rating is
 * kept on the phone and sent when the network allows (the server computes the real schedule).
 */
export function ReviewPage() {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const userId = useStoredValue('userId') ?? 'anonymous';
  const outbox = useReviewOutbox();
  const queue = useReviewQueue(null, outbox);
  const session = useReviewSession(queue.data?.queue);
  const queryClient = useQueryClient();
  const [revealed, setRevealed] = useState(false);
  // After each rating the next card (or "all done") is new content: its heading comes into view and
  // takes focus, or a phone would still show the rating buttons with the question above the screen.
  const [rated, setRated] = useState(0);
  const heading = useBringIntoView<HTMLHeadingElement>(rated);

  // Once everything is with the server, its count is the truth; until then, this device's.
  const due = outbox.pending === 0 && outbox.lastAck ? outbox.lastAck.dueToday : session.localDue;

  function rate(rating: FlashcardRating) {
    const done = session.rate(rating);
    setRevealed(false);
    setRated((n) => n + 1);
    if (!done) return;
    const keep = () => writeSnapshot(idbOutboxStore, snapshotKey(userId, null), done.snapshot);
    void outbox.record({ id: newReviewId(), ...done.review }, keep).then(() =>
      // The deck list and card pages show schedules: refresh them (not this session's queue).
      queryClient.invalidateQueries({
        queryKey: flashcardKeys.all,
        predicate: (q) => q.queryKey[1] !== 'queue',
      }),
    );
  }

  const meta = (
    <PageMeta title={t('flashcards.review.title')} description={t('flashcards.meta.description')} noindex />
  );
  const body = () => {
    if (queue.isPending) return <LoadingState />;
    if (queue.isError) return <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />;
    const card = session.current;
    if (!card)
      return (
        <EmptyState
          headingRef={heading}
          title={t(
            queue.data.queue.cards.length === 0 ? 'flashcards.review.nothingDue' : 'flashcards.review.done',
          )}
          body={t('flashcards.review.comeBack')}
          action={
            <Link to="/flash-card" className={buttonClasses('primary')}>
              {t('flashcards.review.toDecks')}
            </Link>
          }
        />
      );
    return (
      <div className="flex flex-col gap-4">
        <article
          className="min-h-56 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
          data-testid="review-card"
        >
          <h2
            ref={heading}
            tabIndex={-1}
            className="scroll-mt-20 whitespace-pre-line text-lg leading-relaxed font-normal text-slate-900 focus:outline-none"
            data-testid="card-front"
          >
            {sideIn(card.card.front, i18n.language)}
          </h2>
          {revealed && (
            <>
              <hr className="my-4 border-slate-200" />
              <p
                className="whitespace-pre-line text-lg leading-relaxed text-slate-800"
                data-testid="card-back"
              >
                {sideIn(card.card.back, i18n.language)}
              </p>
            </>
          )}
        </article>
        {revealed ? (
          <RatingButtons intervals={card.intervals} now={new Date()} onRate={rate} />
        ) : (
          <Button fullWidth onClick={() => setRevealed(true)}>
            {t('flashcards.review.show')}
          </Button>
        )}
      </div>
    );
  };

  return (
    <div className="mx-auto w-full max-w-2xl">
      {meta}
      <FlashcardsNav />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{t('flashcards.review.title')}</h1>
        <p className="text-slate-800">
          {t('flashcards.review.dueToday')}{' '}
          <strong data-testid="due-count" className="text-xl">
            {queue.data ? due : '…'}
          </strong>
        </p>
      </div>
      <div className="mb-4 flex flex-col gap-2">
        <SyncStatus pending={outbox.pending} syncing={outbox.syncing} online={online} />
        {queue.data?.savedOnDevice && (
          <p className="text-sm text-slate-700" data-testid="queue-from-device">
            {t('flashcards.review.fromDevice', {
              time: formatTime(queue.data.savedOnDevice, i18n.language === 'en' ? 'en' : 'hi'),
            })}
          </p>
        )}
      </div>
      {body()}
    </div>
  );
}
