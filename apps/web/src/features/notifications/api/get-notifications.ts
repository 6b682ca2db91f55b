import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@/lib/api-client';

/** The fields the header reads; the full contract lives with the server's notifications module. */
export interface NotificationItem {
  id: string;
  title: string;
  body?: string;
  /** Epoch milliseconds (spec §3). */
  timestamp?: number;
}

export interface NotificationsResponse {
  data: NotificationItem[];
  meta: { total: number };
}

/** Keeps only what the header can show, so an unexpected body never breaks the frame. */
export function normaliseNotifications(body: unknown): NotificationsResponse {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Partial<Record<string, unknown>>;
  const data = Array.isArray(raw.data)
    ? (raw.data as unknown[]).filter(
        (item): item is NotificationItem =>
          typeof item === 'object' && item !== null && typeof (item as NotificationItem).title === 'string',
      )
    : [];
  const meta = raw.meta as { total?: unknown } | undefined;
  const total = typeof meta?.total === 'number' && meta.total >= 0 ? meta.total : data.length;
  return { data, meta: { total } };
}

/** Keyed by language: the server renders each notice in the language the request names. */
export const notificationsQuery = (language: string) =>
  queryOptions({
    queryKey: ['notifications', language],
    queryFn: async ({ signal }) =>
      normaliseNotifications(await apiGet<unknown>('/notifications', { signal })),
    staleTime: 60_000,
  });

/**
 * The page's own data goes first on a slow connection: the bell asks this long after the frame
 * mounts, and never on the account pages (forgot or reset password), where it has nothing to say.
 */
export const NOTIFICATIONS_DELAY_MS = 1000;
const quietPaths = new Set(['/signin', '/signup', '/forgot-password', '/reset-password']);

export function useNotifications(pathname: string) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), NOTIFICATIONS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const { i18n } = useTranslation();
  return useQuery({ ...notificationsQuery(i18n.language), enabled: ready && !quietPaths.has(pathname) });
}
