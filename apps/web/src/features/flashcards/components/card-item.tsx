import type { Flashcard } from '@abhyas/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useDeleteCard } from '../api/delete-card';
import { useUpdateCard } from '../api/update-card';
import { sideIn } from '../lib/card-text';
import { langOf } from '../lib/names';
import { tagName } from '../lib/tag-name';
import { CardForm } from './card-form';
import { ConfirmButton } from './confirm-button';

/** One card in a deck: its two sides, tags and next review; the owner can edit or delete it. */
export function CardItem({ card, editable }: { card: Flashcard; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const update = useUpdateCard();
  const remove = useDeleteCard();
  const dateFormat = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-IN' : 'hi-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  });

  if (editing)
    return (
      <li className="rounded-lg border border-primary-200 bg-white p-4">
        <CardForm
          card={card}
          submitLabel={t('flashcards.actions.save')}
          onSubmit={async (values) => {
            await update.mutateAsync({ cardId: card.id, ...values });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" data-testid="card-item">
      <p className="whitespace-pre-line font-semibold leading-relaxed text-slate-900">
        {sideIn(card.front, i18n.language)}
      </p>
      <p className="mt-1 whitespace-pre-line leading-relaxed text-slate-700">
        {sideIn(card.back, i18n.language)}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
        {card.tags.map((tag) => (
          <span key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-700">
            {tagName(tag, langOf(i18n.language))}
          </span>
        ))}
        {card.schedule && (
          <span>
            {card.schedule.state === 'new'
              ? t('flashcards.card.new')
              : t('flashcards.card.nextReview', { date: dateFormat.format(new Date(card.schedule.due)) })}
          </span>
        )}
      </div>
      {editable && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="ghost" onClick={() => setEditing(true)}>
            {t('flashcards.actions.edit')}
          </Button>
          <ConfirmButton
            label={t('flashcards.actions.delete')}
            confirmLabel={t('flashcards.card.confirmDelete')}
            loading={remove.isPending}
            onConfirm={() => remove.mutate(card.id)}
          />
        </div>
      )}
    </li>
  );
}
