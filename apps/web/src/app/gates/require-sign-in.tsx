import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useIsSignedIn } from '@/lib/session';

/** Spec §2: without a token the signed-in area shows the Login Required card instead of its content. */
export function RequireSignIn() {
  return useIsSignedIn() ? <Outlet /> : <LoginRequired />;
}

export function LoginRequired() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="mx-auto max-w-md">
      <PageMeta title={t('layout.gate.title')} description={t('layout.gate.body')} noindex />
      <Card className="text-center">
        <LockKeyhole aria-hidden="true" className="mx-auto size-12 text-primary-700" />
        <h1 className="mt-3 text-2xl font-semibold">{t('layout.gate.title')}</h1>
        <p className="mt-2 text-slate-700">{t('layout.gate.body')}</p>
        <Link
          to="/signin"
          state={{ from: location.pathname + location.search }}
          className={`${buttonClasses('primary', true)} mt-6`}
        >
          {t('layout.gate.signin')}
        </Link>
      </Card>
    </div>
  );
}
