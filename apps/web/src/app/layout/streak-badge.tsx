import { Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePotdStreakRefresh } from '@/lib/api/potd-user-data';
import { useStoredValue } from '@/lib/session';

/** The stored current streak (0 until the Problem of the Day sets it); a whole, non-negative number. */
export function streakFrom(stored: string | null): number {
  const value = Number(stored);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/**
 * The header's flame: the Problem of the Day streak (spec §2), and only that. The dashboard's
 * practice streak counts other days, so it has its own name and icon (UI.md: two numbers with the
 * same icon must mean the same thing); the label and tooltip say which streak this is.
 */
export function StreakBadge() {
  const { t } = useTranslation();
  // Once per app start: a streak broken overnight shows 0, not yesterday's number.
  usePotdStreakRefresh();
  const streak = streakFrom(useStoredValue('currentStreak'));
  return (
    <Link
      to="/potd"
      aria-label={t('layout.header.streak', { count: streak })}
      title={t('layout.header.streakHint')}
      className="inline-flex min-h-12 min-w-12 items-center justify-center gap-1 rounded-full px-2 font-semibold text-accent-800 hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-primary-600"
    >
      <Flame aria-hidden="true" className="size-6 text-accent-600" />
      <span aria-hidden="true">{streak}</span>
    </Link>
  );
}
