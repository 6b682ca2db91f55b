import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LoginRequiredCard } from '@/components/login-required-card';
import { PageMeta } from '@/components/seo/page-meta';
import { useIsSignedIn } from '@/lib/session';

/** Spec §2: without a token the signed-in area shows the Login Required card instead of its content. */
export function RequireSignIn() {
  return useIsSignedIn() ? <Outlet /> : <LoginRequired />;
}

export function LoginRequired() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md">
      <PageMeta title={t('layout.gate.title')} description={t('layout.gate.body')} noindex />
      <LoginRequiredCard />
    </div>
  );
}
