import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useDecks } from '../api/list-decks';
import { DeckForm } from '../components/deck-form';
import { DeckList } from '../components/deck-list';
import { FlashcardsNav } from '../components/flashcards-nav';

// An opened deck (its cards, tags by subject name, the card form) is not needed to show the list:
// it loads when a deck is opened (`?deck=`), behind the same loading state the deck shows.
const DeckPanel = lazy(async () => ({ default: (await import('../components/deck-panel')).DeckPanel }));

/**
 * /flash-card: today's due count and the way into the review, the student's decks, a new deck. A
 * deck opens below the list (`?deck=`), so the back button closes it.
 */
export function DecksPage() {
  const { t } = useTranslation();
  const decks = useDecks();
  const [params, setParams] = useSearchParams();
  const open = params.get('deck');
  const openDeck = (id: string | null) => setParams(id ? { deck: id } : {}, { replace: false });

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageMeta title={t('flashcards.meta.title')} description={t('flashcards.meta.description')} noindex />
      <FlashcardsNav />
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('flashcards.decks.title')}</h1>
      {decks.isPending ? (
        <LoadingState />
      ) : decks.isError ? (
        <ErrorState error={decks.error} onRetry={() => void decks.refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          <Card className="flex flex-col gap-3 p-4 sm:p-6">
            <p className="text-slate-800">
              {t('flashcards.decks.dueToday')}{' '}
              <strong data-testid="due-count" className="text-2xl text-primary-800">
                {decks.data.dueToday}
              </strong>
            </p>
            <Link
              to="/flash-card/review"
              aria-disabled={decks.data.dueToday === 0}
              className={cn(
                buttonClasses('primary', true),
                decks.data.dueToday === 0 && 'pointer-events-none opacity-60',
              )}
            >
              {t('flashcards.decks.startReview')}
            </Link>
          </Card>

          {open && (
            <Suspense fallback={<LoadingState />}>
              <DeckPanel deckId={open} onClosed={() => openDeck(null)} />
            </Suspense>
          )}

          <section aria-labelledby="my-decks">
            <h2 id="my-decks" className="mb-3 text-lg font-semibold text-slate-900">
              {t('flashcards.decks.mine')}
            </h2>
            {decks.data.decks.length === 0 ? (
              <EmptyState title={t('flashcards.decks.emptyTitle')} body={t('flashcards.decks.emptyBody')} />
            ) : (
              <DeckList decks={decks.data.decks} selected={open} onOpen={openDeck} />
            )}
          </section>

          <Card className="p-4 sm:p-6">
            <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('flashcards.deck.new')}</h2>
            <DeckForm onCreated={(id) => openDeck(id)} />
          </Card>
        </div>
      )}
    </div>
  );
}
