import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isActive, type NavItem } from '@/app/layout/nav-items';
import { cn } from '@/lib/cn';

interface NavListProps {
  items: readonly NavItem[];
  /** Icons only, each with its name as aria-label and tooltip. */
  compact?: boolean;
  onNavigate?: () => void;
}

export function NavList({ items, compact = false, onNavigate }: NavListProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => {
        const label = t(`layout.nav.${item.labelKey}`);
        const active = isActive(item, pathname);
        const Icon = item.icon;
        return (
          <li key={item.path}>
            <Link
              to={item.path}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              aria-label={compact ? label : undefined}
              title={compact ? label : undefined}
              className={cn(
                'flex min-h-12 items-center gap-3 rounded-lg text-base font-medium leading-snug transition-colors',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600',
                compact ? 'justify-center px-0' : 'px-3',
                active ? 'bg-primary-50 text-primary-800' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              {!compact && <span className="min-w-0">{label}</span>}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
