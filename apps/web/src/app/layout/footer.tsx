import { Mail, MapPin, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const SUPPORT_EMAIL = 'support@abhyas.app';

// Plain links: no third-party scripts or images are loaded for them.
const socialLinks = [
  { key: 'youtube', href: 'https://www.youtube.com/@abhyas', icon: <YoutubeGlyph /> },
  { key: 'instagram', href: 'https://www.instagram.com/abhyas.app', icon: <InstagramGlyph /> },
  { key: 'telegram', href: 'https://t.me/abhyas_app', icon: <Send aria-hidden="true" className="size-5" /> },
  { key: 'x', href: 'https://x.com/abhyas_app', icon: <XGlyph /> },
] as const;

const resourceLinks = [
  { to: '/about', key: 'about' },
  { to: '/exam', key: 'examBlogs' },
  { to: '/privacy-policy', key: 'privacy' },
  { to: '/terms-conditions', key: 'terms' },
  { to: '/contact-us', key: 'contact' },
  { to: '/feedback', key: 'feedback' },
] as const;

const linkClasses =
  'inline-flex min-h-12 items-center rounded text-slate-200 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="bg-primary-900 text-slate-200">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-xl font-semibold text-white">{t('common.appName')}</p>
          <p className="mt-2 text-slate-200">{t('layout.footer.tagline')}</p>
          <h2 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-300">
            {t('layout.footer.social')}
          </h2>
          <ul className="mt-1 flex gap-1">
            {socialLinks.map((link) => (
              <li key={link.key}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(`layout.footer.${link.key}`)}
                  className="inline-flex size-12 items-center justify-center rounded-lg text-slate-200 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
                >
                  {link.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t('layout.footer.resources')}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-300">
            {t('layout.footer.resources')}
          </h2>
          <ul className="mt-1 grid grid-cols-2 gap-x-4 sm:grid-cols-1">
            {resourceLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {t(`layout.nav.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-300">
            {t('layout.footer.contact')}
          </h2>
          <address className="mt-1 not-italic">
            <ContactLine icon={<Mail aria-hidden="true" className="size-5 shrink-0" />}>
              <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClasses}>
                {SUPPORT_EMAIL}
              </a>
            </ContactLine>
            <ContactLine icon={<MapPin aria-hidden="true" className="size-5 shrink-0" />}>
              <span className="py-3">{t('layout.footer.city')}</span>
            </ContactLine>
          </address>
        </div>
      </div>
      <p className="border-t border-white/15 px-4 py-4 text-center text-sm text-slate-300">
        {t('layout.footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-center gap-2">
      {icon}
      {children}
    </p>
  );
}

// lucide dropped brand marks; these are minimal inline outlines (no network, no external images).
function YoutubeGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" fill="currentColor" />
    </svg>
  );
}

function InstagramGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
    </svg>
  );
}

function XGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 4l16 16M20 4 4 20" />
    </svg>
  );
}
