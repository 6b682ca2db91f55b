import { type AttendanceMonth, daysOfMonth } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/page-states';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useAttendanceMonth, useDownloadMonth } from '../api/attendance';
import { formatDay, formatMonth } from '../lib/dates';

const rateText = (rate: number | null, none: string) => (rate === null ? none : `${rate}%`);

/** Monday-first weekday (0–6) of an Indian day. */
const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

function Calendar({ month, onPickDay }: { month: AttendanceMonth; onPickDay: (day: string) => void }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const counts = new Map(month.days.map((d) => [d.day, d]));
  const days = daysOfMonth(month.month);
  const lead = weekdayOf(days[0] ?? `${month.month}-01`);
  return (
    <section aria-label={t('attendance.month.calendar', { month: formatMonth(month.month, lang) })}>
      <div
        aria-hidden="true"
        className="grid grid-cols-7 gap-1 text-center text-xs font-semibold text-slate-600"
      >
        {t('attendance.month.weekdays')
          .split(',')
          .map((w) => (
            <span key={w}>{w}</span>
          ))}
      </div>
      <ol className="mt-1 grid grid-cols-7 gap-1">
        {days.slice(0, lead).map((d) => (
          <li key={`lead-${d}`} aria-hidden="true" />
        ))}
        {days.map((day) => {
          const c = counts.get(day);
          const future = day > month.today;
          const label = c
            ? t('attendance.month.dayCounts', { date: formatDay(day, lang), ...c })
            : `${formatDay(day, lang)}: ${t('attendance.month.notMarked')}`;
          return (
            <li key={day}>
              <button
                type="button"
                disabled={future}
                onClick={() => onPickDay(day)}
                aria-label={label}
                title={label}
                className="flex min-h-14 w-full flex-col items-center justify-start rounded-md border border-slate-200 bg-white p-0.5 text-sm hover:bg-slate-50 disabled:cursor-default disabled:bg-slate-50 disabled:text-slate-400"
              >
                <span className="font-semibold">{Number(day.slice(8))}</span>
                {c && (
                  <span className="flex flex-wrap justify-center gap-x-1 text-xs leading-tight">
                    <span className="text-success-800">{c.present + c.late}</span>
                    {c.absent > 0 && <span className="text-error-700">{c.absent}</span>}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
      <p className="mt-2 text-sm text-slate-600">{t('attendance.month.legend')}</p>
    </section>
  );
}

/**
 * A batch's month: the calendar with each marked day's counts (a day opens it for marking), the batch's
 * rate, each student's counts and rate, the exports and the parent's month summary.
 */
export function MonthView({
  organizationId,
  batchId,
  month,
  onPickDay,
  onShare,
}: {
  organizationId: string;
  batchId: string;
  month: string;
  onPickDay: (day: string) => void;
  onShare: (student: AttendanceMonth['students'][number], month: AttendanceMonth) => void;
}) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const query = useAttendanceMonth(organizationId, batchId, month);
  const download = useDownloadMonth();
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  const none = t('attendance.month.noRate');
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <p className="text-sm font-semibold text-slate-600">{t('attendance.month.batchRate')}</p>
        <p className="text-3xl font-bold text-slate-900">{rateText(data.rate, none)}</p>
        <p className="mt-1 text-slate-700">{t('attendance.month.counts', data.counts)}</p>
        <p className="mt-1 text-sm text-slate-600">{t('attendance.month.rateNote')}</p>
      </div>
      <Calendar month={data} onPickDay={onPickDay} />
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="secondary"
            loading={download.isPending && download.variables?.format === format}
            onClick={() => download.mutate({ organizationId, batchId, month, format, lang })}
          >
            {format === 'csv' ? t('attendance.month.exportCsv') : t('attendance.month.exportXlsx')}
          </Button>
        ))}
      </div>
      {download.isError && <Alert variant="error">{errorMessage(download.error)}</Alert>}
      {data.days.length === 0 ? (
        <p className="text-slate-700">{t('attendance.month.empty')}</p>
      ) : (
        <section aria-labelledby="attendance-month-students">
          <h2 id="attendance-month-students" className="text-lg font-semibold">
            {t('attendance.month.students')}
          </h2>
          <ul className="mt-2 flex flex-col rounded-lg border border-slate-200 bg-white px-4">
            {data.students.map((s) => (
              <li
                key={s.id}
                className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 py-3 last:border-b-0"
              >
                <div className="min-w-0">
                  <p className="font-semibold">{s.name}</p>
                  <p className="text-sm text-slate-600">{t('attendance.month.counts', s.counts)}</p>
                </div>
                <div className="flex items-center gap-3">
                  <p className="text-lg font-bold">
                    <span className="sr-only">{t('attendance.month.rate')}: </span>
                    {rateText(s.rate, none)}
                  </p>
                  <Button variant="ghost" onClick={() => onShare(s, data)}>
                    {t('attendance.share.month')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
