import type { Deck } from '@abhyas/core';
import { ChevronRight, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { deckName, langOf } from '../lib/names';

/** Decks as rows a thumb can hit: title, card count, due today, and whether it is shared. */
export function DeckList({
  decks,
  selected,
  onOpen,
}: {
  decks: Deck[];
  selected?: string | null;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="flex flex-col gap-2">
      {decks.map((deck) => (
        <li key={deck.id}>
          <button
            type="button"
            onClick={() => onOpen(deck.id)}
            aria-current={selected === deck.id || undefined}
            data-testid="deck-row"
            className={cn(
              'flex min-h-16 w-full items-center gap-3 rounded-lg border bg-white px-4 py-3 text-left',
              'hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-600',
              selected === deck.id ? 'border-primary-600' : 'border-slate-200',
            )}
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-slate-900">
                {deckName(deck.title, langOf(i18n.language))}
              </span>
              <span className="block text-sm text-slate-600">
                {t('flashcards.deck.cards', { count: deck.cardCount })}
                {deck.isOwn
                  ? ` · ${t('flashcards.deck.due', { count: deck.dueToday })}`
                  : ` · ${t('flashcards.deck.by', { name: deck.ownerName })}`}
              </span>
            </span>
            {deck.isPublic && (
              <span className="inline-flex items-center gap-1 text-sm text-info-700">
                <Globe aria-hidden="true" className="size-4" />
                {t('flashcards.deck.public')}
              </span>
            )}
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          </button>
        </li>
      ))}
    </ul>
  );
}
