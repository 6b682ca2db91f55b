import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/api/get-me';
import { newestTimestamp, useMarkRead } from '../api/get-notifications';
import { useNotificationList } from '../api/list-notifications';
import { NotificationList } from '../components/notification-list';
import { PushOptIn } from '../components/push-opt-in';
import { useUndoableDelete } from '../hooks/use-undoable-delete';

/** /notifications: the whole list, the bell's "see all". */
export function NotificationsPage() {
  const { t } = useTranslation();
  const me = useMe();
  // The institute's list needs the institute: wait for /me rather than guess.
  const organizationId = me.data?.organizationId ?? null;
  const list = useNotificationList(organizationId, me.isSuccess);
  const remove = useUndoableDelete(organizationId);
  const markRead = useMarkRead();
  const { mutate: mark } = markRead;
  // Opening the list reads it: what it shows is marked read and the bell's badge clears. The items
  // keep their "new" mark for this visit, so the student still sees what came since last time.
  const fresh = list.data && !list.data.fromCache ? list.data.items : null;
  useEffect(() => {
    if (fresh?.some((i) => i.read === false)) mark(newestTimestamp(fresh));
  }, [fresh, mark]);
  const items = list.data?.items.filter((i) => !remove.hidden.has(i.id)) ?? [];

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <title>{`${t('notifications.title')} · ${t('common.appName')}`}</title>
      <h1 className="text-2xl font-bold text-primary-900 sm:text-3xl">{t('notifications.title')}</h1>
      <PushOptIn />
      {me.isError ? (
        <Alert variant="error">
          <p>{t('notifications.loadFailed')}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void me.refetch()}>
            {t('notifications.retry')}
          </Button>
        </Alert>
      ) : !list.data ? (
        <PageSpinner label={t('notifications.loading')} />
      ) : (
        <>
          {list.data.fromCache && (
            <Alert variant="warning">
              <p>{t('notifications.fromCache')}</p>
              <Button variant="secondary" className="mt-2" onClick={() => void list.refetch()}>
                {t('notifications.retry')}
              </Button>
            </Alert>
          )}
          {items.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
              {t('notifications.empty')}
            </p>
          ) : (
            <NotificationList items={items} now={Date.now()} onDelete={remove.remove} />
          )}
        </>
      )}
    </div>
  );
}
