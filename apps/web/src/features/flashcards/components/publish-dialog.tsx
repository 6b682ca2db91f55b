import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useStoredValue } from '@/lib/session';

/**
 * Asks once before a deck goes public and says what others will see: the deck, its cards and the
 * owner's username (never the full name, which the server does not show on a public deck).
 */
export function PublishDialog({
  open,
  onOpenChange,
  deckName,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  deckName: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const username = useStoredValue('username');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('flashcards.publish.title', { deck: deckName })}
      description={t('flashcards.publish.body')}
      closeLabel={t('flashcards.actions.close')}
    >
      <div className="flex flex-col gap-4">
        {username && (
          <p className="rounded-md bg-slate-50 px-3 py-2 text-slate-800" data-testid="publish-shown-as">
            {t('flashcards.publish.shownAs', { name: username })}
          </p>
        )}
        <p className="text-sm text-slate-600">{t('flashcards.publish.nameNote')}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('flashcards.actions.cancel')}
          </Button>
          <Button loading={busy} onClick={onConfirm}>
            {t('flashcards.publish.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
