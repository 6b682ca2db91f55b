import { Wifi, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The chat connection's state in words (spec §4), and a way to try again once retries are spent. */
export function ConnectionStatus({
  connected,
  pending,
  onReconnect,
}: {
  connected: boolean;
  pending: number;
  onReconnect: () => void;
}) {
  const { t } = useTranslation();
  const Icon = connected ? Wifi : WifiOff;
  return (
    <p
      role="status"
      data-connection={connected ? 'connected' : 'disconnected'}
      className={cn(
        'flex items-center gap-2 px-3 py-1 text-sm leading-snug',
        connected ? 'bg-success-50 text-success-800' : 'bg-warning-50 text-warning-800',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="min-w-0 flex-1">
        {connected ? t('community.connection.connected') : t('community.connection.disconnected')}
        {pending > 0 && ` · ${t('community.connection.pending', { count: pending })}`}
      </span>
      {!connected && (
        <button
          type="button"
          onClick={onReconnect}
          className="min-h-9 shrink-0 rounded-md px-2 font-semibold underline underline-offset-2 hover:bg-black/5"
        >
          {t('community.connection.retry')}
        </button>
      )}
    </p>
  );
}
