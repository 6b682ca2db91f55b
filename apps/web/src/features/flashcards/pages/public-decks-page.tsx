import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { AppForm } from '@/components/ui/app-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { usePublicDecks } from '../api/list-public-decks';
import { DeckList } from '../components/deck-list';
import { DeckPanel } from '../components/deck-panel';
import { FlashcardsNav } from '../components/flashcards-nav';

/** /flash-card/public: decks other students shared, searched by title; open one, copy it to one's own. */
export function PublicDecksPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const open = params.get('deck');
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState(q);
  const decks = usePublicDecks(q, page);

  function search(event: FormEvent) {
    event.preventDefault();
    setPage(1);
    setParams(typed.trim() ? { q: typed.trim() } : {});
  }

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageMeta title={t('flashcards.public.title')} description={t('flashcards.meta.description')} noindex />
      <FlashcardsNav />
      <h1 className="mb-2 text-2xl font-bold text-slate-900">{t('flashcards.public.title')}</h1>
      <p className="mb-4 leading-relaxed text-slate-700">{t('flashcards.public.intro')}</p>
      <AppForm onSubmit={search} className="mb-4 flex items-end gap-2">
        <TextField
          className="flex-1"
          type="search"
          label={t('flashcards.public.search')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit">{t('flashcards.public.searchButton')}</Button>
      </AppForm>
      {open && (
        <div className="mb-4">
          <DeckPanel
            deckId={open}
            onClosed={() => setParams(q ? { q } : {})}
            onCopied={(id) => navigate(`/flash-card?deck=${encodeURIComponent(id)}`)}
          />
        </div>
      )}
      {decks.isPending ? (
        <LoadingState />
      ) : decks.isError ? (
        <ErrorState error={decks.error} onRetry={() => void decks.refetch()} />
      ) : decks.data.data.length === 0 ? (
        <EmptyState title={t('flashcards.public.emptyTitle')} body={t('flashcards.public.emptyBody')} />
      ) : (
        <div className="flex flex-col gap-4">
          <DeckList
            decks={decks.data.data}
            selected={open}
            onOpen={(id) => setParams({ ...(q ? { q } : {}), deck: id })}
          />
          {decks.data.meta.pages > 1 && (
            <div className="flex justify-between gap-2">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('flashcards.actions.previous')}
              </Button>
              <Button
                variant="secondary"
                disabled={page >= decks.data.meta.pages}
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
