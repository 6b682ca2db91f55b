import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { crossedMark, formatClock } from '../lib/clock';

/**
 * The countdown, top right: of the whole test, or of the open section when sections are timed.
 * Screen readers hear it only at 10 and 5 minutes left, not every second.
 */
export function Timer({ seconds, sectional = false }: { seconds: number; sectional?: boolean }) {
  const { t } = useTranslation();
  const previous = useRef(seconds);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const mark = crossedMark(previous.current, seconds);
    previous.current = seconds;
    if (mark !== null)
      setAnnouncement(t(sectional ? 'hall.timer.announceSection' : 'hall.timer.announce', { minutes: mark }));
  }, [seconds, sectional, t]);

  return (
    <div className="text-right leading-tight">
      <span className="block text-xs text-slate-600">
        {t(sectional ? 'hall.timer.sectionLabel' : 'hall.timer.label')}
      </span>
      <span
        data-testid="hall-timer"
        className={cn(
          'font-mono text-lg font-bold tabular-nums',
          seconds <= 300 ? 'text-red-700' : 'text-slate-900',
        )}
        aria-hidden="true"
      >
        {formatClock(seconds)}
      </span>
      <span className="sr-only" aria-live="assertive" role="status">
        {announcement}
      </span>
    </div>
  );
}
