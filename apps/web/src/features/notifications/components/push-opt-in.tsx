import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { type PushOutcome, pushSupported, registerPush } from '../lib/register-push';

/** The notifications page's "get notifications on this phone": the one place that asks permission. */
export function PushOptIn() {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<PushOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  if (!pushSupported())
    return <p className="text-sm text-slate-600">{t('notifications.push.unsupported')}</p>;
  const permission = Notification.permission;
  const on =
    outcome === 'registered' || outcome === 'reused' || (outcome === null && permission === 'granted');
  if (on) return <p className="text-sm text-success-800">{t('notifications.push.on')}</p>;
  if (permission === 'denied' || outcome === 'denied')
    return <p className="text-sm text-slate-600">{t('notifications.push.denied')}</p>;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <p className="flex-1 text-slate-800">{t('notifications.push.offer')}</p>
      <Button
        variant="secondary"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          setOutcome(await registerPush({ ask: true }));
          setBusy(false);
        }}
      >
        <BellRing aria-hidden="true" className="size-5" />
        {t('notifications.push.turnOn')}
      </Button>
      {outcome === 'failed' && <p className="text-sm text-error-800">{t('notifications.push.failed')}</p>}
    </div>
  );
}
