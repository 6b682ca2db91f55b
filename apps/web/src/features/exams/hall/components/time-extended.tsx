import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * The deadline moved while the test ran (an admin granted compensatory time): the timer jumps up,
 * so the student is told why instead of wondering. A later, larger grant shows the notice again.
 */
export function TimeExtended({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const [dismissedAt, setDismissedAt] = useState(0);
  if (minutes <= dismissedAt) return null;
  return (
    <Alert variant="info" className="mb-3">
      <div data-testid="time-extended" className="text-sm">
        <p>{t('hall.timer.extended', { count: minutes })}</p>
        <Button
          variant="secondary"
          className="mt-2 min-h-11 px-3 text-sm"
          onClick={() => setDismissedAt(minutes)}
        >
          {t('hall.timer.extendedDismiss')}
        </Button>
      </div>
    </Alert>
  );
}
