import type { AttendanceStatus } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';
import type { OpenConflict, SyncNews } from '../hooks/use-day-queue';
import { formatDay } from '../lib/dates';
import { type QueuedDay, queuedDayKey } from '../lib/day-queue';

interface SyncPanelProps {
  waiting: readonly QueuedDay[];
  sending: boolean;
  online: boolean;
  news: SyncNews | null;
  conflicts: readonly OpenConflict[];
  onSendNow: () => void;
  onDiscard: (key: string) => void;
  onDismissNews: () => void;
  onSettle: (item: OpenConflict, choice: 'theirs' | 'mine') => void;
}

/**
 * What this phone holds for the server and what came back: the days waiting (how many, which), the
 * days the network's return saved, and the conflicts to settle (keep theirs, or use mine and resend).
 */
export function SyncPanel(p: SyncPanelProps) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const status = (s: AttendanceStatus) => t(`attendance.status.${s}`);
  return (
    <div className="flex flex-col gap-3">
      {p.waiting.length > 0 && (
        <Alert variant="warning">
          <p className="font-semibold">{t('attendance.pending.title', { count: p.waiting.length })}</p>
          <p className="mt-1">{t('attendance.pending.body')}</p>
          <ul className="mt-2 flex flex-col gap-1">
            {p.waiting.map((d) => (
              <li key={queuedDayKey(d)}>
                {t('attendance.pending.day', { batch: d.batchName, date: formatDay(d.day, lang) })}
                {d.refused && (
                  <span className="mt-1 flex flex-wrap items-center gap-2">
                    <span>
                      {t('attendance.pending.refused', {
                        reason: d.refused.rule ? t(d.refused.rule) : d.refused.message,
                      })}
                    </span>
                    <Button variant="secondary" onClick={() => p.onDiscard(queuedDayKey(d))}>
                      {t('attendance.pending.discard')}
                    </Button>
                  </span>
                )}
              </li>
            ))}
          </ul>
          {p.online && (
            <Button variant="secondary" className="mt-2" loading={p.sending} onClick={p.onSendNow}>
              {p.sending ? t('attendance.pending.sending') : t('attendance.pending.sendNow')}
            </Button>
          )}
        </Alert>
      )}
      {p.news && p.news.saved.length > 0 && (
        <Alert variant="success">
          <p className="font-semibold">{t('attendance.synced.title')}</p>
          <ul className="mt-1">
            {p.news.saved.map((d) => (
              <li key={`${queuedDayKey(d)}:${d.clientSavedAt}`}>
                {t('attendance.synced.day', { batch: d.batchName, date: formatDay(d.day, lang) })}
              </li>
            ))}
          </ul>
          <Button variant="secondary" className="mt-2" onClick={p.onDismissNews}>
            {t('attendance.synced.dismiss')}
          </Button>
        </Alert>
      )}
      {p.conflicts.length > 0 && (
        <section
          aria-labelledby="attendance-conflicts"
          className="rounded-lg border border-error-200 bg-error-50 p-4"
        >
          <h2 id="attendance-conflicts" className="font-semibold text-error-800">
            {t('attendance.conflicts.title')}
          </h2>
          <p className="mt-1 text-slate-800">{t('attendance.conflicts.body')}</p>
          <ul className="mt-3 flex flex-col gap-3">
            {p.conflicts.map((item) => {
              const { conflict, day } = item;
              const when = formatDateTime(conflict.theirs.markedAt, lang);
              return (
                <li key={`${queuedDayKey(day)}:${conflict.userId}`} className="rounded-lg bg-white p-3">
                  <p className="font-semibold">
                    {t('attendance.conflicts.student', {
                      name: conflict.name,
                      batch: day.batchName,
                      date: formatDay(day.day, lang),
                    })}
                  </p>
                  <p>{t('attendance.conflicts.yours', { status: status(conflict.yours.status) })}</p>
                  <p>
                    {conflict.theirs.markedBy
                      ? t('attendance.conflicts.theirs', {
                          name: conflict.theirs.markedBy.name,
                          when,
                          status: status(conflict.theirs.status),
                        })
                      : t('attendance.conflicts.theirsNoName', {
                          when,
                          status: status(conflict.theirs.status),
                        })}
                  </p>
                  <div className="mt-2 grid grid-cols-2 gap-2">
                    <Button variant="secondary" onClick={() => p.onSettle(item, 'theirs')}>
                      {t('attendance.conflicts.keepTheirs')}
                    </Button>
                    <Button onClick={() => p.onSettle(item, 'mine')}>
                      {t('attendance.conflicts.useMine')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
