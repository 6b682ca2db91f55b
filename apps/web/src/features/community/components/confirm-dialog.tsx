import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** Asks once before a destructive tap (delete a message, remove a member, leave). */
export function ConfirmDialog({
  open,
  title,
  body,
  confirm,
  onConfirm,
  onClose,
  loading,
}: {
  open: boolean;
  title: string;
  body?: string;
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      {...(body ? { description: body } : {})}
      closeLabel={t('community.close')}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('community.cancel')}
        </Button>
        <Button className="bg-error-700! hover:bg-error-800!" loading={loading ?? false} onClick={onConfirm}>
          {confirm}
        </Button>
      </div>
    </Dialog>
  );
}
