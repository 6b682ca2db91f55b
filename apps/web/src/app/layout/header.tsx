import { GraduationCap } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mobileMenuVisible, type NavItem } from '@/app/layout/nav-items';
import { LanguageToggle } from '@/components/language-toggle';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';

// Menus, drawer and bell pull in Radix and floating-ui; a signed-out visitor (and every
// prerendered page) needs none of them, so they load only for a signed-in student.
const MobileMenu = lazy(async () => ({ default: (await import('@/app/layout/mobile-menu')).MobileMenu }));
const SignedInControls = lazy(async () => ({
  default: (await import('@/app/layout/signed-in-controls')).SignedInControls,
}));
/** Holds the controls' place while their chunk loads, so the header does not shift. */
const placeholder = <span aria-hidden="true" className="inline-block h-12 w-12" />;

interface HeaderProps {
  token: string | null;
  language: string | null;
  navItems: readonly NavItem[];
}

/** Fixed, 4rem high (spec §2, §9). */
export function Header({ token, language, navItems }: HeaderProps) {
  const { t } = useTranslation();
  const signedIn = token !== null;
  return (
    <header className="fixed inset-x-0 top-0 z-30 h-16 border-b border-slate-200 bg-white">
      <div className="flex h-full items-center gap-1 px-2 sm:gap-2 sm:px-4">
        {mobileMenuVisible({ token, language }) && (
          <Suspense fallback={placeholder}>
            <MobileMenu items={navItems} />
          </Suspense>
        )}
        <Link
          to={language ? '/' : '/language-selector'}
          aria-label={t('layout.header.homeLink')}
          className="inline-flex min-h-12 min-w-0 items-center gap-2 rounded-lg px-1 text-xl font-semibold text-primary-800 focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          <GraduationCap aria-hidden="true" className="size-7 shrink-0 text-accent-600" />
          <span className="truncate">{t('common.appName')}</span>
        </Link>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {/* Signed in, phones find the toggle in the slide-in menu, to keep the bar uncrowded. */}
          <div className={cn(signedIn && 'hidden sm:block')}>
            <LanguageToggle />
          </div>
          {signedIn ? (
            <Suspense fallback={placeholder}>
              <SignedInControls />
            </Suspense>
          ) : (
            <Link to="/signin" className={cn(buttonClasses('primary'), 'px-3 sm:px-5')}>
              <span className="sm:hidden">{t('layout.header.signin')}</span>
              <span className="hidden sm:inline">{t('layout.header.signinRegister')}</span>
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
