import { FileUp, Flag, ShieldAlert, UserRoundCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export const adminTabs = ['content', 'reports', 'reviews', 'candidates'] as const;
export type AdminTab = (typeof adminTabs)[number];
const icons = { content: FileUp, reports: Flag, reviews: ShieldAlert, candidates: UserRoundCog };

export const tabOf = (value: string | null): AdminTab =>
  adminTabs.includes(value as AdminTab) ? (value as AdminTab) : 'content';

/** The page's areas as links (`?tab=`), so each can be bookmarked and the back button works. */
export function AdminTabs({ current }: { current: AdminTab }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('testUpload.tabs.label')}>
      <ul className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:grid-cols-4">
        {adminTabs.map((tab) => {
          const Icon = icons[tab];
          return (
            <li key={tab} className="min-w-0">
              <Link
                to={tab === 'content' ? '/test-upload' : `/test-upload?tab=${tab}`}
                aria-current={current === tab ? 'page' : undefined}
                className={cn(
                  'flex min-h-12 flex-col items-center justify-center gap-0.5 rounded-md px-1 py-1.5 text-center text-sm font-semibold leading-tight sm:flex-row sm:gap-2',
                  'focus-visible:outline-2 focus-visible:outline-primary-600',
                  current === tab
                    ? 'bg-white text-primary-800 shadow-sm'
                    : 'text-slate-700 hover:bg-slate-200',
                )}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span className="min-w-0 break-words">{t(`testUpload.tabs.${tab}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
