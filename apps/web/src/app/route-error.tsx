import { useTranslation } from 'react-i18next';
import { OfflineScreen } from '@/app/offline-screen';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useOnline } from '@/lib/use-online';

/**
 * Shown when a route module fails to load, usually a dropped connection or a new deploy
 * replacing the old chunks; a reload fixes both.
 */
export function RouteError() {
  const { t } = useTranslation();
  const online = useOnline();
  // A screen never opened before is not on the device (only the entry and the exam hall are kept
  // ahead of time, to spare students' data): offline, say so rather than "something went wrong".
  if (!online) return <OfflineScreen />;
  return (
    <div className="mx-auto flex min-h-dvh max-w-md items-center px-4">
      <Card className="w-full">
        <h1 className="text-2xl font-semibold">{t('common.routeError.title')}</h1>
        <p className="mt-2 text-slate-700">{t('common.routeError.body')}</p>
        <Button className="mt-6" fullWidth onClick={() => window.location.reload()}>
          {t('common.routeError.reload')}
        </Button>
      </Card>
    </div>
  );
}
