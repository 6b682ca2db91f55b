import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCopyDeck } from '../api/copy-deck';
import { useCreateCard } from '../api/create-card';
import { useDeleteDeck } from '../api/delete-deck';
import { useDeck } from '../api/get-deck';
import { useUpdateDeck } from '../api/update-deck';
import { deckName, langOf } from '../lib/names';
import { CardForm } from './card-form';
import { CardItem } from './card-item';
import { ConfirmButton } from './confirm-button';

// The dialog library (~14 KB gzip) is not needed to show a deck: it loads when the owner first
// presses "Share" (the dialog is mounted only while it is open).
const PublishDialog = lazy(async () => ({ default: (await import('./publish-dialog')).PublishDialog }));

/**
 * One deck opened: its cards, and for the owner adding cards, sharing and deleting; for someone
 * else's public deck, a copy to make it one's own.
 */
export function DeckPanel({
  deckId,
  onClosed,
  onCopied,
}: {
  deckId: string;
  onClosed: () => void;
  onCopied?: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [publishing, setPublishing] = useState(false);
  const detail = useDeck(deckId);
  const addCard = useCreateCard();
  const update = useUpdateDeck();
  const remove = useDeleteDeck();
  const copy = useCopyDeck();

  if (detail.isPending) return <LoadingState />;
  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const { deck, cards } = detail.data;
  const name = deckName(deck.title, langOf(i18n.language));

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6" data-testid="deck-panel">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-xl font-bold text-slate-900">{name}</h2>
          <p className="text-sm text-slate-600">
            {t('flashcards.deck.cards', { count: deck.cardCount })}
            {!deck.isOwn && ` · ${t('flashcards.deck.by', { name: deck.ownerName })}`}
          </p>
        </div>
        <Button variant="ghost" onClick={onClosed}>
          {t('flashcards.actions.close')}
        </Button>
      </div>

      {deck.isOwn ? (
        <div className="flex flex-wrap gap-2">
          {deck.dueToday > 0 && (
            <Link to="/flash-card/review" className={buttonClasses('primary')}>
              {t('flashcards.deck.reviewNow', { count: deck.dueToday })}
            </Link>
          )}
          <Button
            variant="secondary"
            loading={update.isPending}
            onClick={() =>
              // Going public asks first (what others will see); going private needs no question.
              deck.isPublic ? update.mutate({ deckId: deck.id, isPublic: false }) : setPublishing(true)
            }
          >
            {deck.isPublic ? t('flashcards.deck.makePrivate') : t('flashcards.deck.share')}
          </Button>
          {publishing && (
            <Suspense fallback={null}>
              <PublishDialog
                open={publishing}
                onOpenChange={setPublishing}
                deckName={name}
                authorShown={deck.authorShown ?? 'username'}
                busy={update.isPending}
                onConfirm={(authorShown) =>
                  update.mutate(
                    { deckId: deck.id, isPublic: true, authorShown },
                    { onSuccess: () => setPublishing(false) },
                  )
                }
              />
            </Suspense>
          )}
          <ConfirmButton
            label={t('flashcards.deck.delete')}
            confirmLabel={t('flashcards.deck.confirmDelete')}
            loading={remove.isPending}
            onConfirm={() => remove.mutate(deck.id, { onSuccess: onClosed })}
          />
        </div>
      ) : (
        <Button
          loading={copy.isPending}
          onClick={() => copy.mutate(deck.id, { onSuccess: (made) => onCopied?.(made.id) })}
        >
          {t('flashcards.public.copy')}
        </Button>
      )}
      {deck.isPublic && deck.isOwn && (
        <p className="text-sm text-slate-600">{t('flashcards.deck.publicNote', { name: deck.ownerName })}</p>
      )}

      {cards.length === 0 ? (
        <EmptyState
          title={t('flashcards.deck.emptyTitle')}
          body={deck.isOwn ? t('flashcards.deck.emptyBody') : undefined}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {cards.map((c) => (
            <CardItem key={c.id} card={c} editable={deck.isOwn} />
          ))}
        </ul>
      )}

      {deck.isOwn && (
        <section aria-labelledby="add-card" className="rounded-lg bg-slate-50 p-4">
          <h3 id="add-card" className="mb-3 text-lg font-semibold text-slate-900">
            {t('flashcards.card.addTitle')}
          </h3>
          <CardForm
            submitLabel={t('flashcards.card.add')}
            onSubmit={(values) => addCard.mutateAsync({ deckId: deck.id, ...values })}
          />
        </section>
      )}
    </Card>
  );
}
