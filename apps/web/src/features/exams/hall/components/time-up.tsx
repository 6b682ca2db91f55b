import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { Hall } from '../hooks/use-hall';

/**
 * Over the hall at zero: what the automatic submit is doing. A definite refusal stops it and says
 * why, with a way to try again; nothing is re-sent behind the overlay on its own.
 */
export function TimeUp({ hall, online }: { hall: Hall; online: boolean }) {
  const { t } = useTranslation();
  const { submission } = hall;
  const text =
    submission.kind === 'refused'
      ? t('hall.submit.refused', { reason: submission.message })
      : submission.kind === 'retrying'
        ? online
          ? t('hall.submit.retrying')
          : t('hall.submit.waiting')
        : online
          ? t('hall.submit.timeUp')
          : t('hall.submit.waiting');
  return (
    <div
      role="alert"
      data-testid="time-up"
      data-state={submission.kind}
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-slate-900/80 p-6 text-center text-lg font-semibold text-white"
    >
      <p>{text}</p>
      {submission.kind === 'refused' && (
        <Button variant="secondary" onClick={() => void hall.submit()}>
          {t('hall.submit.retry')}
        </Button>
      )}
    </div>
  );
}
