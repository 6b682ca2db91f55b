import { Menu as MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '@/app/layout/nav-items';
import { NavList } from '@/app/layout/nav-list';
import { LanguageToggle } from '@/components/language-toggle';
import { Drawer } from '@/components/ui/drawer';

/** Phones and tablets: a hamburger that slides the menu in from the left (hidden at lg, where the sidebar is). */
export function MobileMenu({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Drawer
      open={open}
      onOpenChange={setOpen}
      title={t('layout.nav.label')}
      closeLabel={t('layout.header.closeMenu')}
      trigger={
        <button
          type="button"
          aria-label={t('layout.header.openMenu')}
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600 lg:hidden"
        >
          <MenuIcon aria-hidden="true" className="size-6" />
        </button>
      }
    >
      <div className="mb-3 px-1">
        <LanguageToggle />
      </div>
      <nav aria-label={t('layout.nav.label')}>
        <NavList items={items} onNavigate={() => setOpen(false)} />
      </nav>
    </Drawer>
  );
}
