import { GraduationCap } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate, useNavigation } from 'react-router';
import { RouteSpinner } from '@/app/route-spinner';
import { LanguageToggle } from '@/components/language-toggle';
import { navigateTo, registerNavigate } from '@/lib/navigation';
import { onSignedOutElsewhere } from '@/lib/session';

/** The minimal frame around every page; header, sidebar and footer grow here later. */
export function Shell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();

  // The API client lives outside React; this hands it the router's navigate.
  useEffect(() => registerNavigate(navigate), [navigate]);
  useEffect(() => onSignedOutElsewhere(() => navigateTo('/signin')), []);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-20 focus:rounded-lg focus:bg-white focus:px-4 focus:py-3"
      >
        {t('common.skipToContent')}
      </a>
      <header className="sticky top-0 z-10 h-16 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-full max-w-5xl items-center justify-between gap-3 px-4">
          <Link
            to="/"
            className="inline-flex min-h-12 items-center gap-2 rounded-lg text-xl font-semibold text-primary-800 focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            <GraduationCap aria-hidden="true" className="size-7 text-accent-600" />
            {t('common.appName')}
          </Link>
          <LanguageToggle />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:py-10">
        {navigation.state === 'loading' ? <RouteSpinner /> : <Outlet />}
      </main>
    </div>
  );
}
