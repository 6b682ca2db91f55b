import type { DeckAuthorShown } from '@abhyas/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { AuthorChoice } from './author-choice';

/**
 * Asks once before a deck goes public and says what others will see: the deck, its cards and the
 * name it shows as its maker, the student's choice (their username unless they pick their full name).
 */
export function PublishDialog({
  open,
  onOpenChange,
  deckName,
  authorShown,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  deckName: string;
  /** The deck's last choice: where the dialog starts. */
  authorShown: DeckAuthorShown;
  busy: boolean;
  onConfirm: (authorShown: DeckAuthorShown) => void;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(authorShown);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('flashcards.publish.title', { deck: deckName })}
      description={t('flashcards.publish.body')}
      closeLabel={t('flashcards.actions.close')}
    >
      <div className="flex flex-col gap-4">
        <AuthorChoice value={choice} onChange={setChoice} disabled={busy} />
        <p className="text-sm text-slate-600">{t('flashcards.publish.privateLater')}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('flashcards.actions.cancel')}
          </Button>
          <Button loading={busy} onClick={() => onConfirm(choice)}>
            {t('flashcards.publish.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
