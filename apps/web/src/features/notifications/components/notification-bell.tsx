import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { badgeText, CountBadge } from '@/components/ui/badge';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '@/components/ui/menu';
import { useNotifications } from '../api/get-notifications';

/** The header's bell: a count badge (10+ above 10) and a short list of titles. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data, isError } = useNotifications(pathname);
  const count = data?.meta.total ?? 0;
  const text = badgeText(count);
  const items = data?.data ?? [];

  return (
    <Menu>
      <MenuTrigger
        aria-label={
          text ? t('layout.notifications.bellWithCount', { count: text }) : t('layout.notifications.bell')
        }
        className="relative inline-flex size-12 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        <Bell aria-hidden="true" className="size-6" />
        <CountBadge count={count} />
      </MenuTrigger>
      <MenuContent className="w-80">
        <MenuLabel>{t('layout.notifications.title')}</MenuLabel>
        <MenuSeparator />
        {items.length === 0 ? (
          <p className="px-3 py-3 text-sm text-slate-700">
            {isError ? t('layout.notifications.error') : t('layout.notifications.empty')}
          </p>
        ) : (
          <ul className="max-h-80 overflow-y-auto">
            {items.slice(0, 10).map((item) => (
              <li key={item.id} className="border-b border-slate-100 px-3 py-2 last:border-b-0">
                <p className="font-semibold text-slate-900">{item.title}</p>
              </li>
            ))}
          </ul>
        )}
        <MenuSeparator />
        <MenuItem className="font-semibold text-primary-800" onSelect={() => void navigate('/notifications')}>
          {t('layout.notifications.seeAll')}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
