import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useModerationLog } from '../api/members';

/** Every moderation action in the group, newest first, for its owner and admins (read on demand). */
export function SettingsLog({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const [open, setOpen] = useState(false);
  const log = useModerationLog(groupId, open);
  return (
    <section aria-labelledby="settings-log" className="flex flex-col gap-2">
      <h3 id="settings-log" className="font-semibold text-slate-900">
        {t('community.log.title')}
      </h3>
      {!open ? (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('community.log.show')}
        </Button>
      ) : log.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : log.isError ? (
        <ErrorState error={log.error} onRetry={() => void log.refetch()} />
      ) : log.data.length === 0 ? (
        <p className="text-slate-700">{t('community.log.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 text-sm">
          {log.data.map((entry) => (
            <li key={entry.id} className="py-2">
              <p className="text-slate-900 [overflow-wrap:anywhere]">
                {t(`community.log.actions.${entry.action}`, {
                  actor: entry.actor?.name ?? t('community.log.system'),
                  target: entry.targetUser?.name ?? '',
                  seq: entry.messageSeq ?? '',
                })}
              </p>
              {entry.detail && <p className="text-slate-700 [overflow-wrap:anywhere]">{entry.detail}</p>}
              <time dateTime={entry.at} className="text-slate-600">
                {formatDateTime(entry.at, lang)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
