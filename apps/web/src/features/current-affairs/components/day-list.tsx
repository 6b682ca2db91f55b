import type { CurrentAffairsDay } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { dayInWords } from '../lib/dates';
import { DayAction, useDayActionLabel, useDayStatus } from './day-action';

interface DayListProps {
  days: readonly CurrentAffairsDay[];
  lang: 'hi' | 'en';
  busyDay: string | undefined;
  onStart: (day: string) => void;
}

/** A month's past days, newest first, each with its one action. */
export function DayList({ days, lang, busyDay, onStart }: DayListProps) {
  const { t } = useTranslation();
  const status = useDayStatus();
  const label = useDayActionLabel();
  if (days.length === 0)
    return <p className="leading-relaxed text-slate-700">{t('currentAffairs.past.none')}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {days.map((day) => {
        const date = dayInWords(day.day, lang);
        return (
          <li
            key={day.day}
            data-testid={`ca-day-${day.day}`}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 p-3 sm:px-4"
          >
            <div className="min-w-0">
              <p className="font-semibold leading-snug text-slate-900">{date}</p>
              <p className="text-sm leading-relaxed text-slate-600">
                <span>{t('currentAffairs.questions', { count: day.questions })}</span> ·{' '}
                <span>{status(day)}</span>
              </p>
            </div>
            <DayAction
              day={day}
              busy={busyDay === day.day}
              onStart={onStart}
              ariaLabel={t('currentAffairs.action.dayLabel', { date, action: label(day) })}
            />
          </li>
        );
      })}
    </ul>
  );
}
