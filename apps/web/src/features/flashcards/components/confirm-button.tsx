import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** A destructive action in two taps on the same spot: a stray tap on a moving train deletes nothing. */
export function ConfirmButton({
  label,
  confirmLabel,
  onConfirm,
  loading,
}: {
  label: string;
  confirmLabel: string;
  onConfirm: () => void;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button variant="ghost" onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  return (
    <span className="inline-flex flex-wrap gap-2">
      <Button variant="secondary" className="text-error-700" loading={loading ?? false} onClick={onConfirm}>
        {confirmLabel}
      </Button>
      <Button variant="ghost" onClick={() => setAsking(false)}>
        {t('flashcards.actions.cancel')}
      </Button>
    </span>
  );
}
