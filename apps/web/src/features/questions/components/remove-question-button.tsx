import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSnackbar } from '@/components/ui/snackbar';
import { errorMessage } from '@/lib/error-message';
import { useRemoveQuestion } from '../api/remove-question';
import { ConfirmDialog } from './confirm-dialog';

interface Props {
  setId: string;
  questionId: string;
  position: number;
}

/** "Remove from set", after a confirmation that says the question stays in the bank. */
export function RemoveQuestionButton({ setId, questionId, position }: Props) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const remove = useRemoveQuestion();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        className="text-error-700 hover:bg-error-50 active:bg-error-100"
        aria-label={t('testUpload.remove.labelN', { n: position })}
        onClick={() => {
          remove.reset();
          setOpen(true);
        }}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('testUpload.remove.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('testUpload.remove.title', { n: position })}
        description={t('testUpload.remove.body')}
        confirmLabel={t('testUpload.remove.confirm')}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { setId, questionId },
            {
              onSuccess: () => {
                setOpen(false);
                snackbar.show(t('testUpload.remove.done', { n: position }));
              },
            },
          )
        }
      >
        {remove.isError && (
          <p role="alert" className="text-sm font-medium text-error-700">
            {errorMessage(remove.error)}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
