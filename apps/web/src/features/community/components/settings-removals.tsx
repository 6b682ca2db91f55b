import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useLiftRemoval, useRemovals } from '../api/removals';

/**
 * The people moderators removed, who cannot join again by tap or code (docs/community.md,
 * "Moderation"), each with "Allow back"; read on demand like the log.
 */
export function SettingsRemovals({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const [open, setOpen] = useState(false);
  const removals = useRemovals(groupId, open);
  const lift = useLiftRemoval(groupId);
  return (
    <section aria-labelledby="settings-removals" className="flex flex-col gap-2">
      <h3 id="settings-removals" className="font-semibold text-slate-900">
        {t('community.removals.title')}
      </h3>
      {!open ? (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('community.removals.show')}
        </Button>
      ) : removals.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : removals.isError ? (
        <ErrorState error={removals.error} onRetry={() => void removals.refetch()} />
      ) : removals.data.length === 0 ? (
        <p className="text-slate-700">{t('community.removals.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 text-sm">
          {removals.data.map((r) => (
            <li key={r.userId} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{r.name}</p>
                <p className="text-slate-600 [overflow-wrap:anywhere]">
                  @{r.username} · <time dateTime={r.removedAt}>{formatDateTime(r.removedAt, lang)}</time>
                </p>
              </div>
              <Button
                variant="secondary"
                disabled={lift.isPending}
                onClick={() => lift.mutate(r.userId)}
                aria-label={t('community.removals.allowBackName', { name: r.name })}
              >
                {t('community.removals.allowBack')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {lift.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(lift.error)}
        </p>
      )}
    </section>
  );
}
