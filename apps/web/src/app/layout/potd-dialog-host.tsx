import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { PageSpinner } from '@/components/ui/spinner';
import { loadArea } from '@/lib/i18n';
import { useStoredValue } from '@/lib/session';
import { writeItem } from '@/lib/storage';

// The page and its strings load only when the dialog opens: most route changes never need them.
const PotdPage = lazy(async () => {
  const [module] = await Promise.all([import('@/features/potd/pages/potd-page'), loadArea('potd')]);
  return { default: module.PotdPage };
});

/**
 * Spec §2: on a route change, when `showPotdDialog` is 'true' and a token exists, the Problem of the
 * Day opens as a dialog and the flag is cleared, so it shows once. Sign-in sets the flag when today's
 * problem is unsolved (lib/api/potd-today.ts); that answer may arrive just after the first route
 * change, so a flag that turns 'true' counts too. Never over the exam hall (its routes carry
 * `handle.examHall`): the flag then waits for the first route outside it.
 */
export function PotdDialogHost() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();
  const token = useStoredValue('token');
  const flag = useStoredValue('showPotdDialog');
  const [open, setOpen] = useState(false);
  const inHall = matches.some((m) => (m.handle as { examHall?: boolean } | undefined)?.examHall);

  useEffect(() => {
    if (flag !== 'true' || token === null || inHall) return;
    // Sign-in is still under way there; the flag waits for the page it leads to.
    if (pathname === '/signin' || pathname === '/signup') return;
    writeItem('showPotdDialog', null);
    // On /potd itself the page is already in front of the student.
    if (pathname !== '/potd') setOpen(true);
  }, [pathname, flag, token, inHall]);

  // Signing out (or the hall opening underneath) closes it.
  const visible = open && token !== null && !inHall;
  if (!visible) return null;
  return (
    <Dialog
      open
      onOpenChange={setOpen}
      title={t('layout.nav.potd')}
      closeLabel={t('layout.potdDialog.close')}
    >
      <Suspense fallback={<PageSpinner label={t('layout.nav.potd')} />}>
        <PotdPage inDialog onSolved={() => setOpen(false)} />
      </Suspense>
    </Dialog>
  );
}
