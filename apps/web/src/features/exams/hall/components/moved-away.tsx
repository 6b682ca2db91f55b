import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * Over the hall when the test has been opened on another device since (409 ATTEMPT_MOVED, issue 22
 * scenario 5): answers given here would not count, so nothing more is taken here. Continuing here
 * opens the test again, which takes it back from the other device (the server's attempts/holder.ts).
 */
export function MovedAway({ onContinueHere }: { onContinueHere: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="moved-away"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-slate-900/85 p-6 text-center text-white"
    >
      <p className="max-w-md text-lg font-semibold">{t('hall.moved.text')}</p>
      <p className="max-w-md text-sm">{t('hall.moved.hint')}</p>
      <Button variant="secondary" onClick={onContinueHere}>
        {t('hall.moved.continueHere')}
      </Button>
    </div>
  );
}
