import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches, useNavigate, useNavigation } from 'react-router';
import { Footer } from '@/app/layout/footer';
import { Header } from '@/app/layout/header';
import { sidebarVisible } from '@/app/layout/nav-items';
import { Sidebar } from '@/app/layout/sidebar';
import { useLayoutState, useSidebarOpen } from '@/app/layout/use-layout-state';
import { OfflineScreen } from '@/app/offline-screen';
import { RouteSpinner } from '@/app/route-spinner';
import { cn } from '@/lib/cn';
import { navigateTo, registerNavigate } from '@/lib/navigation';
import { onSignedOutElsewhere } from '@/lib/session';
import { useOnline } from '@/lib/use-online';

/** The frame around every page: fixed header, desktop sidebar, footer; the offline screen over all. */
export function Shell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const matches = useMatches();
  // Screens that keep working without a network (the exam hall saves answers on the device) stay up.
  const worksOffline = matches.some(
    (m) => (m.handle as { worksOffline?: boolean } | undefined)?.worksOffline,
  );
  const online = useOnline() || worksOffline;
  const layout = useLayoutState();
  const [sidebarOpen, setSidebarOpen] = useSidebarOpen();
  const withSidebar = sidebarVisible(layout);

  // The API client lives outside React; this hands it the router's navigate.
  useEffect(() => registerNavigate(navigate), [navigate]);
  useEffect(() => onSignedOutElsewhere(() => navigateTo('/signin')), []);

  return (
    <>
      {/* A new page opens at its top (a student who tapped a card far down a list used to land at the
          next page's footer); back and forward return to where the student was. */}
      <ScrollRestoration />
      {/* Hidden, not unmounted, while offline: a half-filled form survives a dropped connection. */}
      <div hidden={!online} className="min-h-dvh">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-40 focus:rounded-lg focus:bg-white focus:px-4 focus:py-3"
        >
          {t('common.skipToContent')}
        </a>
        <Header token={layout.token} language={layout.language} navItems={layout.navItems} />
        {withSidebar && <Sidebar items={layout.navItems} open={sidebarOpen} onOpenChange={setSidebarOpen} />}
        <div
          className={cn(
            'flex min-h-dvh flex-col pt-16',
            withSidebar && (sidebarOpen ? 'lg:pl-64' : 'lg:pl-16'),
          )}
        >
          {/* At least a screen tall (less the header): the footer starts below the fold, so it does not
              jump down, a layout shift, as a page's data arrives after its first paint. */}
          <main
            id="main"
            className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-5xl min-w-0 flex-1 px-4 py-6 sm:py-10"
          >
            {navigation.state === 'loading' ? <RouteSpinner /> : <Outlet />}
          </main>
          <Footer />
        </div>
      </div>
      {!online && <OfflineScreen />}
    </>
  );
}
