import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { PageSpinner } from '@/components/ui/spinner';
import { getPotdToday, potdTodayKey } from '@/lib/api/potd-today';
import { loadArea } from '@/lib/i18n';
import { useStoredValue } from '@/lib/session';
import { writeItem } from '@/lib/storage';

// The page and its strings load only when the dialog opens: most route changes never need them.
const PotdPage = lazy(async () => {
  const [module] = await Promise.all([import('@/features/potd/pages/potd-page'), loadArea('potd')]);
  return { default: module.PotdPage };
});

const waitingPaths = new Set(['/signin', '/signup', '/language-selector', '/target-exam']);

/**
 * Spec §2: on a route change, when `showPotdDialog` is 'true' and a token exists, the Problem of the
 * Day opens as a dialog and the flag is cleared, so it shows once. Sign-in sets the flag; before
 * opening, the host asks the server for today's problem (the page's own query, so the dialog opens
 * with the problem already there) and opens only while it is unsolved: a student who solved it on
 * another device sees nothing. Never over the exam hall (its routes carry `handle.examHall`): the
 * flag then waits for the first route outside it. On /potd itself the page is already there.
 */
export function PotdDialogHost() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const matches = useMatches();
  const token = useStoredValue('token');
  const flag = useStoredValue('showPotdDialog');
  // The path it opened on: following a link inside the dialog (or any navigation) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const inHall = matches.some((m) => (m.handle as { examHall?: boolean } | undefined)?.examHall);
  const language = i18n.language === 'en' ? 'en' : 'hi';

  useEffect(() => {
    if (flag !== 'true' || token === null || inHall) return;
    // Sign-in (or the first visit's language step) is still under way there; the flag waits.
    if (waitingPaths.has(pathname)) return;
    writeItem('showPotdDialog', null);
    if (pathname === '/potd') return;
    queryClient
      .fetchQuery({ queryKey: potdTodayKey(language), queryFn: ({ signal }) => getPotdToday(signal) })
      .then((today) => {
        if (today.problem && !today.alreadySolved) setOpenOn(pathname);
      })
      // No dialog is better than a broken one; the header's streak badge still leads to /potd.
      .catch(() => undefined);
  }, [pathname, flag, token, inHall, language, queryClient]);

  // Signing out, another page, or the hall opening underneath closes it.
  if (openOn !== pathname || token === null || inHall) return null;
  const close = () => setOpenOn(null);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={t('layout.nav.potd')}
      closeLabel={t('layout.potdDialog.close')}
    >
      <Suspense fallback={<PageSpinner label={t('layout.nav.potd')} />}>
        <PotdPage inDialog onSolved={close} />
      </Suspense>
    </Dialog>
  );
}
