import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { StatusCounts } from '../lib/responses';

interface SubmitDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  counts: StatusCounts;
  submitting: boolean;
  waitingForNetwork: boolean;
  /** Why the last submit failed (already translated), or null. */
  error: string | null;
  onConfirm(): void;
}

export function SubmitDialog({
  open,
  onOpenChange,
  counts,
  submitting,
  waitingForNetwork,
  error,
  onConfirm,
}: SubmitDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !submitting && onOpenChange(next)}
      title={t('hall.submit.title')}
      closeLabel={t('hall.submit.cancel')}
      // Each question in exactly one status (core's countStatuses): the five add up to the test.
      description={t('hall.submit.body', {
        total: counts.total,
        answered: counts.answered,
        answeredMarked: counts.answeredMarkedForReview,
        notAnswered: counts.notAnswered,
        marked: counts.markedForReview,
        notVisited: counts.notVisited,
      })}
    >
      {submitting && (
        <p role="status" className="mb-3 font-medium text-amber-800">
          {waitingForNetwork ? t('hall.submit.waiting') : t('hall.submit.sending')}
        </p>
      )}
      {error && (
        <p role="alert" className="mb-3 font-medium text-red-700">
          {t('hall.submit.refused', { reason: error })}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button loading={submitting} onClick={onConfirm}>
          {t('hall.submit.confirm')}
        </Button>
        <Button variant="secondary" disabled={submitting} onClick={() => onOpenChange(false)}>
          {t('hall.submit.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
