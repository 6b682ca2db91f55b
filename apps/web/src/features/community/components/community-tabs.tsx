import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export const communityTabs = ['mine', 'discover', 'create', 'join'] as const;
export type CommunityTab = (typeof communityTabs)[number];

export const isCommunityTab = (value: string | null): value is CommunityTab =>
  communityTabs.includes(value as CommunityTab);

/** The four parts of /group-management, two by two on a phone so none hides off the edge. */
export function CommunityTabs({ current }: { current: CommunityTab }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('community.tabs.label')}>
      <ul className="grid grid-cols-2 gap-2 sm:flex">
        {communityTabs.map((tab) => (
          <li key={tab}>
            <Link
              to={tab === 'mine' ? '/group-management' : `/group-management?tab=${tab}`}
              aria-current={tab === current ? 'page' : undefined}
              className={cn(
                'flex min-h-12 items-center justify-center rounded-full border px-4 text-center font-semibold',
                tab === current
                  ? 'border-primary-700 bg-primary-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
              )}
            >
              {t(`community.tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
