import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useMyCards } from '../api/list-my-cards';
import { CardItem } from '../components/card-item';
import { FlashcardsNav } from '../components/flashcards-nav';
import { langOf } from '../lib/names';
import { tagName } from '../lib/tag-name';

/** /flash-card/all: every card of the student's across decks, filtered by a tag with one tap. */
export function AllCardsPage() {
  const { t, i18n } = useTranslation();
  const [tag, setTag] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const cards = useMyCards(tag, page);
  const choose = (next: string | null) => {
    setTag(next);
    setPage(1);
  };

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageMeta title={t('flashcards.all.title')} description={t('flashcards.meta.description')} noindex />
      <FlashcardsNav />
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('flashcards.all.title')}</h1>
      {cards.isPending ? (
        <LoadingState />
      ) : cards.isError ? (
        <ErrorState error={cards.error} onRetry={() => void cards.refetch()} />
      ) : (
        <div className="flex flex-col gap-4">
          {cards.data.tags.length > 0 && (
            <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
              <legend className="sr-only">{t('flashcards.all.byTag')}</legend>
              {[null, ...cards.data.tags].map((tg) => (
                <button
                  key={tg ?? '*'}
                  type="button"
                  aria-pressed={tag === tg}
                  onClick={() => choose(tg)}
                  className={cn(
                    'min-h-12 rounded-full border px-4 font-medium',
                    tag === tg
                      ? 'border-primary-700 bg-primary-700 text-white'
                      : 'border-slate-300 bg-white text-slate-800',
                  )}
                >
                  {tg === null ? t('flashcards.all.everyTag') : tagName(tg, langOf(i18n.language))}
                </button>
              ))}
            </fieldset>
          )}
          <p className="text-sm text-slate-600">
            {t('flashcards.deck.cards', { count: cards.data.meta.total })}
          </p>
          {cards.data.data.length === 0 ? (
            <EmptyState title={t('flashcards.all.emptyTitle')} body={t('flashcards.all.emptyBody')} />
          ) : (
            <ul className="flex flex-col gap-3">
              {cards.data.data.map((c) => (
                <CardItem key={c.id} card={c} editable />
              ))}
            </ul>
          )}
          {cards.data.meta.pages > 1 && (
            <div className="flex justify-between gap-2">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('flashcards.actions.previous')}
              </Button>
              <Button
                variant="secondary"
                disabled={page >= cards.data.meta.pages}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('flashcards.actions.next')}
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
