import { LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useIsSignedIn, useStoredValue } from '@/lib/session';

interface PlatformAdminOnlyProps {
  /** Translated texts: the sign-in card's title, body and button, and the message for non-admins. */
  texts: { signInTitle: string; signInBody: string; signIn: string; adminsOnly: string };
  children: ReactNode;
}

/**
 * Content for platform admins only. The role is checked here before any admin call is made, because
 * a 403 from the API would end the session; the server refuses those calls on its own anyway.
 */
export function PlatformAdminOnly({ texts, children }: PlatformAdminOnlyProps) {
  const signedIn = useIsSignedIn();
  const role = useStoredValue('role');
  const location = useLocation();
  if (!signedIn)
    return (
      <Card className="mx-auto max-w-md text-center">
        <LockKeyhole aria-hidden="true" className="mx-auto size-12 text-primary-700" />
        <h1 className="mt-3 text-2xl font-semibold">{texts.signInTitle}</h1>
        <p className="mt-2 text-slate-700">{texts.signInBody}</p>
        <Link
          to="/signin"
          state={{ from: location.pathname }}
          className={`${buttonClasses('primary', true)} mt-6`}
        >
          {texts.signIn}
        </Link>
      </Card>
    );
  if (role !== 'admin') return <Alert variant="warning">{texts.adminsOnly}</Alert>;
  return <>{children}</>;
}
