import { type Notification, organisationNotificationsSchema } from '@abhyas/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@/lib/api-client';
import { notificationCache } from '../lib/cache';

export interface NotificationListResult {
  items: Notification[];
  /** True when the server could not be reached and the device's copy is shown. */
  fromCache: boolean;
}

export const notificationListKey = (language: string, organizationId: string | null) =>
  ['notification-list', language, organizationId ?? ''] as const;

/**
 * The whole list: the spec's institute call for a member of one, the personal list otherwise (the
 * equivalent route: docs/notifications.md). A fresh list replaces the device's copy; when the fetch
 * fails the failure is logged and the copy is shown (spec §8).
 */
export async function listNotifications(
  organizationId: string | null,
  signal?: AbortSignal,
): Promise<NotificationListResult> {
  const cache = notificationCache();
  try {
    const body = organizationId
      ? await apiGet<unknown>(
          `/notifications/organization/${encodeURIComponent(organizationId)}`,
          signal ? { signal } : {},
        )
      : await apiGet<unknown>('/notifications', { limit: 100, ...(signal ? { signal } : {}) });
    const items = organisationNotificationsSchema.parse(body).data;
    await cache.replace(items).catch((err: unknown) => console.error('Notification cache write failed', err));
    return { items, fromCache: false };
  } catch (err) {
    if (signal?.aborted) throw err;
    console.error('Notification fetch failed; showing the device copy', err);
    return { items: await cache.all().catch(() => []), fromCache: true };
  }
}

export function useNotificationList(organizationId: string | null, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: notificationListKey(i18n.language, organizationId),
    queryFn: ({ signal }) => listNotifications(organizationId, signal),
    enabled,
  });
}
