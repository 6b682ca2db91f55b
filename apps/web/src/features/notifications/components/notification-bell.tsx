import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { badgeText, CountBadge } from '@/components/ui/badge';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '@/components/ui/menu';
import { cn } from '@/lib/cn';
import {
  newestTimestamp,
  notificationsQuery,
  useMarkRead,
  useNotifications,
  useUnreadCount,
} from '../api/get-notifications';

/**
 * The header's bell: a badge of what is unread (10+ above 10) and a short list of titles. Opening it
 * marks what it shows read, so the badge clears; each title opens what it is about (the day's
 * problem, a result), or the full list when the notice has only a body to read.
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const marked = useRef(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data, isError } = useNotifications(pathname);
  const unread = useUnreadCount(pathname);
  const markRead = useMarkRead();
  const count = unread.data ?? 0;
  const text = badgeText(count);
  const items = data?.data ?? [];

  return (
    <Menu
      onOpenChange={(open) => {
        if (open && count > 0) {
          marked.current = true;
          markRead.mutate(data ? newestTimestamp(data.data) : undefined);
        }
        // The titles keep their "new" mark while the bell is open; closed, they are read.
        if (!open && marked.current) {
          marked.current = false;
          void client.invalidateQueries({
            queryKey: notificationsQuery(i18n.language).queryKey,
            exact: true,
          });
        }
      }}
    >
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
          <div className="max-h-80 overflow-y-auto">
            {items.slice(0, 10).map((item) => (
              <MenuItem
                key={item.id}
                className="items-start border-b border-slate-100 py-2 last:border-b-0"
                onSelect={() => void navigate(item.link ?? '/notifications')}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'mt-2 size-2 shrink-0 rounded-full',
                    item.read === false ? 'bg-primary-600' : 'bg-transparent',
                  )}
                />
                <span className="min-w-0">
                  <span
                    className={cn(
                      'block break-words text-slate-900',
                      item.read === false ? 'font-semibold' : 'font-normal',
                    )}
                  >
                    {item.title}
                  </span>
                  {item.read === false && <span className="sr-only">{t('layout.notifications.new')}</span>}
                </span>
              </MenuItem>
            ))}
          </div>
        )}
        <MenuSeparator />
        <MenuItem className="font-semibold text-primary-800" onSelect={() => void navigate('/notifications')}>
          {t('layout.notifications.seeAll')}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
