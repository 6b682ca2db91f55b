import { addIndianDays, indianDayOf, type PotdScheduleEntry } from '@abhyas/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MathText } from '@/components/math-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { useSnackbar } from '@/components/ui/snackbar';
import { PageSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useClearDay } from '../api/clear-day';
import { useSchedule } from '../api/list-schedule';
import { CALENDAR_DAYS, daysFrom, formatDay } from '../lib/days';
import { DifficultyChip } from './difficulty-chip';
import { QuestionPicker } from './question-picker';

/**
 * The admins' calendar: four weeks from today (earlier and later weeks a tap away). A day to come
 * can be given a bank question or cleared; today and the past are fixed, as the server insists.
 */
export function ScheduleCalendar() {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const today = indianDayOf(Date.now());
  const [from, setFrom] = useState(today);
  const days = daysFrom(from);
  const to = days[days.length - 1] ?? from;
  const schedule = useSchedule(from, to);
  const [picking, setPicking] = useState<string | null>(null);

  const byDay = new Map((schedule.data?.data ?? []).map((e) => [e.day, e]));
  const emptyComing = schedule.data ? days.filter((d) => d > today && !byDay.has(d)).length : 0;

  return (
    <section aria-labelledby="potd-calendar" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="secondary"
          className="px-3"
          onClick={() => setFrom(addIndianDays(from, -CALENDAR_DAYS))}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only sm:not-sr-only">{t('potd.management.earlier')}</span>
        </Button>
        <div className="min-w-0 text-center">
          <h2 id="potd-calendar" className="text-lg font-bold text-slate-900">
            {t('potd.management.calendarTitle')}
          </h2>
          <p className="text-sm text-slate-700">
            {t('potd.management.range', { from: formatDay(from, lang), to: formatDay(to, lang, true) })}
          </p>
        </div>
        <Button
          variant="secondary"
          className="px-3"
          onClick={() => setFrom(addIndianDays(from, CALENDAR_DAYS))}
        >
          <span className="sr-only sm:not-sr-only">{t('potd.management.later')}</span>
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {emptyComing > 0 && (
        <Alert variant="warning">{t('potd.management.emptyWarning', { count: emptyComing })}</Alert>
      )}
      {schedule.isPending ? (
        <PageSpinner label={t('potd.loading')} />
      ) : schedule.isError ? (
        <Alert variant="error">
          <p>{t('potd.management.loadError')}</p>
          <p className="text-sm">{errorMessage(schedule.error)}</p>
        </Alert>
      ) : (
        <ol className="flex flex-col gap-2">
          {days.map((day) => (
            <DayRow key={day} day={day} today={today} entry={byDay.get(day)} onPick={() => setPicking(day)} />
          ))}
        </ol>
      )}
      {picking && <QuestionPicker day={picking} onClose={() => setPicking(null)} />}
    </section>
  );
}

function DayRow(props: { day: string; today: string; entry: PotdScheduleEntry | undefined; onPick(): void }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const snackbar = useSnackbar();
  const clear = useClearDay();
  const { day, today, entry } = props;
  const editable = day > today;
  const label = formatDay(day, lang);
  const source = entry ? entry.source : 'empty';
  return (
    <li
      data-testid={`potd-day-${day}`}
      className={cn(
        'flex items-start gap-3 rounded-lg border p-3 sm:p-4',
        entry || !editable ? 'border-slate-200 bg-white' : 'border-dashed border-warning-600 bg-warning-50',
      )}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="font-semibold text-slate-900">{label}</p>
          {day === today && <Chip color="info">{t('potd.management.today')}</Chip>}
          {entry && (
            <Chip color={source === 'scheduled' ? 'success' : 'default'}>
              {t(`potd.management.source.${source}`)}
            </Chip>
          )}
        </div>
        {entry ? (
          <>
            <p className="mt-1 line-clamp-2 leading-relaxed text-slate-800">
              <MathText text={entry.text[lang]} />
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <DifficultyChip difficulty={entry.difficulty} />
              {day <= today && <span>{t('potd.management.solvers', { count: entry.solvers })}</span>}
            </div>
            {day === today && <p className="mt-2 text-sm text-slate-600">{t('potd.management.fixed')}</p>}
          </>
        ) : (
          editable && <p className="mt-1 text-sm text-warning-800">{t('potd.management.source.empty')}</p>
        )}
      </div>
      {editable && (
        <div className="flex shrink-0 flex-col items-stretch gap-1">
          <Button variant="secondary" className="px-3" onClick={props.onPick}>
            {entry ? t('potd.management.change') : t('potd.management.schedule')}
          </Button>
          {entry?.source === 'scheduled' && (
            <Button
              variant="ghost"
              className="px-3"
              loading={clear.isPending}
              onClick={() =>
                clear.mutate(day, {
                  onSuccess: () => snackbar.show(t('potd.management.cleared', { day: label }), 'success'),
                  onError: (error) => snackbar.show(errorMessage(error), 'error'),
                })
              }
            >
              {t('potd.management.clear')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
