import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

const tabs = [
  { to: '/flash-card', key: 'decks' },
  { to: '/flash-card/review', key: 'review' },
  { to: '/flash-card/all', key: 'all' },
  { to: '/flash-card/public', key: 'public' },
] as const;

/** The four flash-card screens, one tap apart: two by two on a phone, so none hides off the edge. */
export function FlashcardsNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('flashcards.nav.label')} className="mb-4">
      <ul className="grid grid-cols-2 gap-2 sm:flex">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                cn(
                  'flex min-h-12 items-center justify-center whitespace-nowrap rounded-full border px-4 font-semibold',
                  isActive
                    ? 'border-primary-700 bg-primary-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
                )
              }
            >
              {t(`flashcards.nav.${tab.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
