import { useTranslation } from 'react-i18next';
import { countdownClock, countdownWords } from '../lib/words';

/**
 * The lobby's countdown to the start, in server time. The figure is hidden from screen readers
 * (it changes four times a second); the words beside it are read once per minute through a polite
 * live region that only changes when the minute does.
 */
export function Countdown({ ms, label }: { ms: number; label: string }) {
  const { t } = useTranslation();
  const minuteWords = countdownWords(t, Math.ceil(ms / 60_000) * 60_000);
  return (
    <div className="flex flex-col items-center gap-1 py-2" data-testid="live-countdown">
      <p className="text-sm font-semibold text-slate-700">{label}</p>
      <p
        aria-hidden="true"
        className="font-mono text-4xl font-bold tabular-nums text-primary-900 sm:text-5xl"
      >
        {countdownClock(ms)}
      </p>
      <p className="sr-only" aria-live="polite">
        {minuteWords}
      </p>
    </div>
  );
}
