import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '@/app/layout/nav-items';
import { NavList } from '@/app/layout/nav-list';
import { cn } from '@/lib/cn';

interface SidebarProps {
  items: readonly NavItem[];
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Desktop only (lg and up): w-64 expanded, w-16 with icons only when collapsed (spec §2, §9). */
export function Sidebar({ items, open, onOpenChange }: SidebarProps) {
  const { t } = useTranslation();
  const ToggleIcon = open ? PanelLeftClose : PanelLeftOpen;
  const toggleLabel = open ? t('layout.sidebar.collapse') : t('layout.sidebar.expand');
  return (
    <aside
      data-testid="sidebar"
      data-state={open ? 'expanded' : 'collapsed'}
      className={cn(
        'fixed bottom-0 left-0 top-16 z-20 hidden flex-col border-r border-slate-200 bg-white lg:flex',
        open ? 'w-64' : 'w-16',
      )}
    >
      <div className={cn('flex shrink-0 p-2', open ? 'justify-end' : 'justify-center')}>
        <button
          type="button"
          onClick={() => onOpenChange(!open)}
          aria-expanded={open}
          aria-label={toggleLabel}
          title={toggleLabel}
          className="inline-flex size-12 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          <ToggleIcon aria-hidden="true" className="size-5" />
        </button>
      </div>
      <nav aria-label={t('layout.nav.label')} className="min-h-0 flex-1 overflow-y-auto px-2 pb-4">
        <NavList items={items} compact={!open} />
      </nav>
    </aside>
  );
}
