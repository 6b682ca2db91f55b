import { CloudCheck, CloudOff, LoaderCircle, ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QueueStatus } from '../lib/save-queue';

/**
 * Always says where the answers are: saved on the server, on their way, or kept on the phone; and
 * when the phone cannot keep them (`durable` false), that offline protection is off.
 */
export function SaveStatus({
  status,
  pending,
  online,
  durable = true,
}: {
  status: QueueStatus;
  pending: number;
  online: boolean;
  durable?: boolean;
}) {
  const { t } = useTranslation();
  const offline = !online || status === 'offline';
  const Icon = !durable ? ShieldOff : offline ? CloudOff : status === 'saving' ? LoaderCircle : CloudCheck;
  const label = !durable
    ? t('hall.save.noStorage')
    : offline
      ? t('hall.save.offline')
      : status === 'saving'
        ? t('hall.save.saving')
        : t('hall.save.saved');
  return (
    <p
      role="status"
      data-testid="save-status"
      data-state={offline ? 'offline' : status === 'saving' ? 'saving' : 'saved'}
      data-durable={durable}
      className={
        // Wraps as whole phrases (the count on a line of its own), never as a cramped column at 360 px.
        offline || !durable
          ? 'flex flex-wrap items-center gap-x-1.5 text-sm text-amber-800'
          : 'flex flex-wrap items-center gap-x-1.5 text-sm text-slate-700'
      }
    >
      <Icon
        aria-hidden="true"
        className={status === 'saving' && !offline && durable ? 'size-4 animate-spin' : 'size-4'}
      />
      <span className="whitespace-nowrap">{label}</span>
      {pending > 0 && offline && (
        <span className="whitespace-nowrap text-xs">({t('hall.save.pending', { count: pending })})</span>
      )}
    </p>
  );
}
