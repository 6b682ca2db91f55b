import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/**
 * The Login Required card (spec §2): the spec's words in English, what a free account gives, and
 * Login Now to /signin, which brings the student back to `from` (this page unless told otherwise).
 * The gate (app/gates) shows it instead of a signed-in screen; public pages show it when a visitor
 * starts something that needs an account (docs/first-visit.md).
 */
export function LoginRequiredCard({
  from,
  heading = 'h1',
  className,
}: {
  from?: string;
  /** h1 where the card is the page, h2 inside a page; none in a dialog, whose title says it. */
  heading?: 'h1' | 'h2' | 'none';
  className?: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const Heading = heading === 'none' ? null : heading;
  const Frame = heading === 'none' ? 'div' : Card;
  return (
    <Frame className={cn('text-center', className)} data-testid="login-required">
      <LockKeyhole aria-hidden="true" className="mx-auto size-12 text-primary-700" />
      {Heading && <Heading className="mt-3 text-2xl font-semibold">{t('layout.gate.title')}</Heading>}
      <p className="mt-2 leading-relaxed text-slate-700">{t('layout.gate.body')}</p>
      <p className="mt-3 leading-relaxed font-medium text-slate-900">{t('layout.gate.benefits')}</p>
      <Link
        to="/signin"
        state={{ from: from ?? location.pathname + location.search }}
        className={`${buttonClasses('primary', true)} mt-6`}
      >
        {t('layout.gate.signin')}
      </Link>
    </Frame>
  );
}
