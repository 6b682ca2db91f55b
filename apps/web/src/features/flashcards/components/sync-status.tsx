import { CloudCheck, CloudOff, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Where the reviews are: all with the server, on their way, or waiting on the phone for a network. */
export function SyncStatus({
  pending,
  syncing,
  online,
}: {
  pending: number;
  syncing: boolean;
  online: boolean;
}) {
  const { t } = useTranslation();
  const state = pending === 0 ? 'synced' : syncing && online ? 'syncing' : 'queued';
  const Icon = state === 'synced' ? CloudCheck : state === 'syncing' ? LoaderCircle : CloudOff;
  return (
    <p
      role="status"
      data-testid="sync-status"
      data-state={state}
      data-pending={pending}
      className={
        state === 'queued'
          ? 'flex items-center gap-1.5 text-sm font-medium text-amber-800'
          : 'flex items-center gap-1.5 text-sm text-slate-700'
      }
    >
      <Icon aria-hidden="true" className={state === 'syncing' ? 'size-4 animate-spin' : 'size-4'} />
      <span>
        {state === 'synced'
          ? t('flashcards.sync.synced')
          : state === 'syncing'
            ? t('flashcards.sync.syncing', { count: pending })
            : t(online ? 'flashcards.sync.queued' : 'flashcards.sync.queuedOffline', { count: pending })}
      </span>
    </p>
  );
}
