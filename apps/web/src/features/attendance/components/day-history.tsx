import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/page-states';
import { formatDateTime } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useDayHistory } from '../api/attendance';

/** Who changed which mark of a saved day, and when (newest first); loaded only when opened. */
export function DayHistory({
  organizationId,
  batchId,
  day,
}: {
  organizationId: string;
  batchId: string;
  day: string;
}) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const [open, setOpen] = useState(false);
  const history = useDayHistory(organizationId, batchId, day, open);
  return (
    <section className="flex flex-col gap-2">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="min-h-11 self-start font-medium text-primary-700 underline-offset-2 hover:underline"
      >
        {open ? t('attendance.history.hide') : t('attendance.history.show')}
      </button>
      {open &&
        (history.isPending ? (
          <LoadingState />
        ) : history.isError ? (
          <ErrorState error={history.error} onRetry={() => void history.refetch()} />
        ) : history.data.data.length === 0 ? (
          <p className="text-slate-700">{t('attendance.history.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3">
            {history.data.data.map((c) => (
              <li key={c.id}>
                <p className="font-medium">
                  {t('attendance.history.change', {
                    name: c.student.name,
                    from: t(`attendance.status.${c.from.status}`),
                    to: t(`attendance.status.${c.to.status}`),
                  })}
                </p>
                <p className="text-sm text-slate-600">
                  {t('attendance.history.by', {
                    name: c.changedBy?.name ?? '—',
                    when: formatDateTime(c.changedAt, lang),
                  })}
                </p>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
