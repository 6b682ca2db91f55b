import { type AttendanceStatus, addIndianDays, indianDayOf } from '@abhyas/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, isNotFound, LoadingState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { useStoredValue } from '@/lib/session';
import { useOnline } from '@/lib/use-online';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useAttendanceBatches, useAttendanceDay } from '../api/attendance';
import { DayHistory } from '../components/day-history';
import { MonthView } from '../components/month-view';
import { Roster } from '../components/roster';
import { ShareDialog, type ShareSubject } from '../components/share-dialog';
import { SyncPanel } from '../components/sync-panel';
import { useDayQueue } from '../hooks/use-day-queue';
import { formatDay } from '../lib/dates';
import { queuedDayKey } from '../lib/day-queue';
import { type DayMarks, dayToSave, type MarkDraft, startingMarks } from '../lib/marks';

/** `whileWaiting`: shown only while that day is still in the queue ("kept on this phone"). */
type Notice = { variant: 'success' | 'warning' | 'error'; text: string; whileWaiting?: string } | null;

/**
 * /organization/attendance-management (docs/attendance.md): pick a batch and an Indian day, mark the
 * roster with one tap each, save the whole day in one request (kept on the phone first, so no signal
 * loses nothing), and see the month with its rates and exports. Institute admins and teachers.
 */
export function AttendancePage() {
  const { t } = useTranslation();
  const organizationId = useStoredValue('organizationId');
  const orgRole = useStoredValue('orgRole');
  const userId = useStoredValue('userId') ?? '';
  const staff = organizationId && (orgRole === 'admin' || orgRole === 'teacher');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <PageMeta title={t('attendance.title')} description={t('attendance.intro')} noindex />
      <header>
        <h1 className="text-2xl font-semibold">{t('attendance.title')}</h1>
        <p className="mt-1 leading-relaxed text-slate-700">{t('attendance.intro')}</p>
      </header>
      {staff ? (
        <AttendanceScreen organizationId={organizationId} userId={userId} />
      ) : (
        <Alert variant="info">{t('attendance.noInstitute')}</Alert>
      )}
    </div>
  );
}

function AttendanceScreen({ organizationId, userId }: { organizationId: string; userId: string }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const online = useOnline();
  const queue = useDayQueue(userId);
  const batches = useAttendanceBatches(organizationId);
  const today = indianDayOf(Date.now());
  const [picked, setPicked] = useState('');
  const [day, setDay] = useState(today);
  const [month, setMonth] = useState(today.slice(0, 7));
  const [view, setView] = useState<'day' | 'month'>('day');
  const [drafts, setDrafts] = useState<Record<string, DayMarks>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [share, setShare] = useState<ShareSubject | null>(null);
  const [saving, setSaving] = useState(false);

  const active = (batches.data?.data ?? []).filter((b) => b.archivedAt === null);
  const batchId = active.some((b) => b.id === picked) ? picked : (active[0]?.id ?? '');
  const dayQuery = useAttendanceDay(organizationId, batchId, day);
  const key = queuedDayKey({ organizationId, batchId, day });

  if (batches.isPending) return <LoadingState />;
  if (batches.isError) return <ErrorState error={batches.error} onRetry={() => void batches.refetch()} />;
  if (active.length === 0)
    return <EmptyState title={t('attendance.noBatches')} body={t('attendance.noBatchesBody')} />;

  const data = dayQuery.data;
  const queued = queue.waiting.find((d) => queuedDayKey(d) === key);
  const marks = drafts[key] ?? (data ? startingMarks(data, queued) : {});
  const pendingIds = new Set(queued?.marks.map((m) => m.userId) ?? []);
  const draftDays = Object.keys(drafts).filter(
    (k) => k !== key && k.startsWith(`${organizationId}:${batchId}:`),
  );

  const goTo = (next: string) => {
    if (next > today || next === day) return;
    if (drafts[key])
      setNotice({ variant: 'warning', text: t('attendance.draftKept', { date: formatDay(day, lang) }) });
    else setNotice(null);
    setDay(next);
    setMonth(next.slice(0, 7));
  };
  const change = (student: string, mark: MarkDraft) =>
    setDrafts((d) => ({ ...d, [key]: { ...marks, [student]: mark } }));
  const markAll = (status: AttendanceStatus) =>
    setDrafts((d) => ({
      ...d,
      [key]: Object.fromEntries(
        (data?.students ?? []).map((s) => [s.id, { status, note: marks[s.id]?.note ?? '' }]),
      ),
    }));

  async function save() {
    if (!data) return;
    const toSave = dayToSave(organizationId, data, marks, Date.now());
    if (toSave.marks.length === 0) return;
    setSaving(true);
    try {
      const result = await queue.save(toSave);
      setDrafts(({ [key]: _saved, ...rest }) => rest);
      const mine = result.saved.find(
        (s) => queuedDayKey(s.day) === key && s.day.clientSavedAt === toSave.clientSavedAt,
      );
      const where = { batch: toSave.batchName, date: formatDay(toSave.day, lang) };
      const refused = result.refused.find((d) => queuedDayKey(d) === key);
      if (mine)
        setNotice({
          variant: 'success',
          text:
            mine.response.saved > 0
              ? t('attendance.savedOnline', { ...where, count: mine.response.saved })
              : t('attendance.savedNothingNew', where),
        });
      else if (refused)
        setNotice({
          variant: 'error',
          text: refused.refused?.rule ? t(refused.refused.rule) : (refused.refused?.message ?? ''),
        });
      else setNotice({ variant: 'warning', text: t('attendance.keptOffline', where), whileWaiting: key });
    } finally {
      setSaving(false);
    }
  }

  const unmarked = data ? data.students.filter((s) => !marks[s.id]?.status).length : 0;
  const toSend = data ? data.students.filter((s) => marks[s.id]?.status).length : 0;
  const offlineCopy = !online && data !== undefined;
  const shownNotice =
    notice?.whileWaiting && !queue.waiting.some((d) => queuedDayKey(d) === notice.whileWaiting)
      ? null
      : notice;

  return (
    <div className="flex flex-col gap-4">
      <SyncPanel
        waiting={queue.waiting}
        sending={queue.sending}
        online={online}
        news={queue.news}
        conflicts={queue.conflicts}
        onSendNow={() => void queue.flush()}
        onDiscard={(k) => void queue.discard(k)}
        onDismissNews={queue.dismissNews}
        onSettle={(item, choice) => void queue.settle(item, choice)}
      />
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-end">
        <Select
          label={t('attendance.batch')}
          className="sm:flex-1"
          value={batchId}
          onChange={(e) => {
            setPicked(e.target.value);
            setNotice(null);
          }}
          options={active.map((b) => ({ value: b.id, label: b.name }))}
        />
        {view === 'day' ? (
          <div className="flex flex-col gap-1.5 sm:flex-1">
            <label htmlFor="attendance-day" className="font-semibold text-slate-800">
              {t('attendance.date')}
            </label>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                aria-label={t('attendance.previousDay')}
                onClick={() => goTo(addIndianDays(day, -1))}
              >
                ‹
              </Button>
              <input
                id="attendance-day"
                type="date"
                value={day}
                max={today}
                onChange={(e) => e.target.value && goTo(e.target.value)}
                className="min-h-12 min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 text-base focus:border-primary-600 focus:outline-none focus:ring-3 focus:ring-primary-100"
              />
              <Button
                variant="secondary"
                aria-label={t('attendance.nextDay')}
                disabled={day >= today}
                onClick={() => goTo(addIndianDays(day, 1))}
              >
                ›
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-1.5 sm:flex-1">
            <label htmlFor="attendance-month" className="font-semibold text-slate-800">
              {t('attendance.month.month')}
            </label>
            <input
              id="attendance-month"
              type="month"
              value={month}
              max={today.slice(0, 7)}
              onChange={(e) =>
                e.target.value && e.target.value <= today.slice(0, 7) && setMonth(e.target.value)
              }
              className="min-h-12 rounded-lg border border-slate-400 bg-white px-3 text-base focus:border-primary-600 focus:outline-none focus:ring-3 focus:ring-primary-100"
            />
          </div>
        )}
      </div>
      <fieldset aria-label={t('attendance.tabs.label')} className="grid grid-cols-2 gap-2">
        {(['day', 'month'] as const).map((v) => (
          <Button
            key={v}
            variant={view === v ? 'primary' : 'secondary'}
            aria-pressed={view === v}
            onClick={() => setView(v)}
          >
            {t(`attendance.tabs.${v}`)}
          </Button>
        ))}
      </fieldset>
      {view === 'month' ? (
        <MonthView
          organizationId={organizationId}
          batchId={batchId}
          month={month}
          onPickDay={(d) => {
            goTo(d);
            setView('day');
          }}
          onShare={(s, m) =>
            setShare({
              kind: 'month',
              name: s.name,
              batch: m.batch.name,
              institute: data?.institute.name ?? '',
              month: m.month,
              counts: s.counts,
            })
          }
        />
      ) : (
        <>
          {shownNotice && <Alert variant={shownNotice.variant}>{shownNotice.text}</Alert>}
          {draftDays.length > 0 && (
            <Alert variant="info">
              {t('attendance.draftsWaiting', {
                dates: draftDays.map((k) => formatDay(k.split(':')[2] ?? '', lang)).join(', '),
              })}
            </Alert>
          )}
          {offlineCopy && !shownNotice && <Alert variant="warning">{t('attendance.offlineRoster')}</Alert>}
          {dayQuery.isPending ? (
            <LoadingState />
          ) : dayQuery.isError ? (
            isApiError(dayQuery.error) && dayQuery.error.code === 'NETWORK_ERROR' ? (
              <Alert variant="warning">{t('attendance.noRosterOffline')}</Alert>
            ) : isNotFound(dayQuery.error) ? (
              <Alert variant="error">{errorMessage(dayQuery.error)}</Alert>
            ) : (
              <ErrorState error={dayQuery.error} onRetry={() => void dayQuery.refetch()} />
            )
          ) : data && data.students.length === 0 ? (
            <EmptyState title={t('attendance.noStudents')} body={t('attendance.noStudentsBody')} />
          ) : data ? (
            <>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Button variant="secondary" onClick={() => markAll('present')}>
                  {t('attendance.markAllPresent')}
                </Button>
                {unmarked > 0 && (
                  <p className="text-slate-700">{t('attendance.unmarked', { count: unmarked })}</p>
                )}
              </div>
              <Roster
                day={data}
                marks={marks}
                pendingIds={pendingIds}
                onChange={change}
                onShare={(s) =>
                  setShare({
                    kind: 'absent',
                    name: s.name,
                    batch: data.batch.name,
                    institute: data.institute.name,
                    day,
                  })
                }
              />
              <div
                className={cn(
                  'sticky bottom-0 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 sm:mx-0 sm:rounded-lg sm:border',
                )}
              >
                <Button fullWidth loading={saving} disabled={toSend === 0} onClick={() => void save()}>
                  {toSend > 0 ? t('attendance.saveCount', { count: toSend }) : t('attendance.save')}
                </Button>
              </div>
              {data.students.some((s) => s.mark) && online && (
                <DayHistory organizationId={organizationId} batchId={batchId} day={day} />
              )}
            </>
          ) : null}
        </>
      )}
      <ShareDialog subject={share} onClose={() => setShare(null)} />
    </div>
  );
}
