import type { CurrentAffairsDay } from '@abhyas/core';
import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { dayInWords } from '../lib/dates';
import { DayAction, useDayStatus } from './day-action';

interface TodayCardProps {
  today: string;
  /** Today's published day, or undefined while it is not published yet. */
  day: CurrentAffairsDay | undefined;
  hasPast: boolean;
  lang: 'hi' | 'en';
  busy: boolean;
  onStart: (day: string) => void;
}

/** Today's quiz, the page's one primary action; or, before it is published, a plain word saying so. */
export function TodayCard({ today, day, hasPast, lang, busy, onStart }: TodayCardProps) {
  const { t } = useTranslation();
  const status = useDayStatus();
  return (
    <Card aria-labelledby="ca-today" className="flex flex-col gap-3 border-primary-200 p-4 sm:p-6">
      <div className="flex items-start gap-3">
        <Newspaper aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary-700" />
        <div className="min-w-0">
          <h2 id="ca-today" className="text-xl font-bold leading-snug text-primary-900">
            {t('currentAffairs.today.heading')}
          </h2>
          <p className="leading-relaxed text-slate-700">{dayInWords(today, lang, true)}</p>
        </div>
      </div>
      {day ? (
        <>
          <p className="leading-relaxed text-slate-800">
            <span className="font-semibold">{t('currentAffairs.questions', { count: day.questions })}</span>
            {' · '}
            <span>{status(day)}</span>
          </p>
          <DayAction day={day} busy={busy} onStart={onStart} primary />
        </>
      ) : (
        <div className="rounded-lg bg-slate-50 p-3">
          <p className="font-semibold text-slate-900">{t('currentAffairs.today.notYet')}</p>
          <p className="mt-1 leading-relaxed text-slate-700">
            {hasPast ? t('currentAffairs.today.notYetPast') : t('currentAffairs.today.notYetLater')}
          </p>
        </div>
      )}
    </Card>
  );
}
