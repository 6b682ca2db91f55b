import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/api/get-me';
import { useSignOut } from '@/lib/api/signout';
import { errorMessage } from '@/lib/error-message';
import { useStoredValue } from '@/lib/session';
import { NextSteps } from '../components/next-steps';

/**
 * The signed-in home (spec: /quiz-dashboard), where sign-in and sign-up land: the next step first
 * (unfinished test, test series, recent results), then the account; the full dashboard comes later.
 */
export function UserDashboardPage() {
  const { t } = useTranslation();
  const me = useMe();
  const signOut = useSignOut();
  // The stored copy lets the greeting paint at once; /api/me then confirms or corrects it.
  const storedName = useStoredValue('userName');
  const storedUsername = useStoredValue('username');
  const storedRole = useStoredValue('role');
  const name = me.data?.name ?? storedName ?? '';
  const username = me.data?.username ?? storedUsername;
  const role = me.data?.role ?? storedRole;
  const orgRole = me.data?.orgRole ?? null;

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <title>{`${t('common.home')} · ${t('common.appName')}`}</title>
      <div>
        <h1 className="text-3xl font-semibold text-primary-900">{t('common.landing.greeting', { name })}</h1>
        <p className="mt-1 text-slate-700">{t('dashboard.body')}</p>
      </div>

      <NextSteps />

      {me.isError && (
        <Alert variant="error">
          <p>{errorMessage(me.error)}</p>
          <Button variant="ghost" className="-ml-3" onClick={() => void me.refetch()}>
            {t('common.landing.retry')}
          </Button>
        </Alert>
      )}

      <Card aria-labelledby="account-title">
        <div className="flex items-center justify-between gap-3">
          <h2 id="account-title" className="text-xl font-semibold">
            {t('common.landing.accountTitle')}
          </h2>
          {me.isFetching && <Spinner label={t('common.loading')} className="text-primary-700" />}
        </div>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="text-slate-600">{t('common.landing.username')}</dt>
          <dd className="font-semibold break-all">{username}</dd>
          <dt className="text-slate-600">{t('common.landing.role')}</dt>
          <dd className="font-semibold">
            {role === 'admin' || role === 'user' ? t(`common.landing.roles.${role}`) : ''}
          </dd>
          {orgRole && (
            <>
              <dt className="text-slate-600">{t('common.landing.orgRole')}</dt>
              <dd className="font-semibold">{t(`common.landing.orgRoles.${orgRole}`)}</dd>
            </>
          )}
        </dl>
      </Card>

      <Button variant="secondary" fullWidth loading={signOut.isPending} onClick={() => signOut.mutate()}>
        {!signOut.isPending && <LogOut aria-hidden="true" className="size-5" />}
        {t('common.landing.signOut')}
      </Button>
    </div>
  );
}
