import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Spec §2: shown instead of the app while the browser reports no connection. */
export function OfflineScreen() {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="offline-screen"
      className="fixed inset-0 z-[60] flex items-center justify-center bg-slate-50 px-6"
    >
      <div className="max-w-sm text-center">
        <WifiOff aria-hidden="true" className="mx-auto size-16 text-slate-500" />
        <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t('layout.offline.title')}</h1>
        <p className="mt-2 text-slate-700">{t('layout.offline.body')}</p>
        <Button className="mt-6" fullWidth onClick={() => window.location.reload()}>
          {t('layout.offline.refresh')}
        </Button>
      </div>
    </div>
  );
}
