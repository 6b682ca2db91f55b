import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet, apiPost } from '@/lib/api-client';

/** The fields the header reads; the full contract lives with the server's notifications module. */
export interface NotificationItem {
  id: string;
  title: string;
  body?: string;
  /** Epoch milliseconds (spec §3). */
  timestamp?: number;
  /** Where the notice leads (/potd, an attempt's result); null: only its body. */
  link?: string | null;
  /** False until the bell or the list has been opened since it arrived. */
  read?: boolean;
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

/** Whether the header may ask yet (after the delay, never on the account pages). */
function useHeaderMayAsk(pathname: string) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), NOTIFICATIONS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return ready && !quietPaths.has(pathname);
}

export function useNotifications(pathname: string) {
  const { i18n } = useTranslation();
  return useQuery({ ...notificationsQuery(i18n.language), enabled: useHeaderMayAsk(pathname) });
}

/** The unread count from `{ unread }`; anything else reads as 0 (the badge never breaks the frame). */
export function unreadFrom(body: unknown): number {
  const n = (typeof body === 'object' && body !== null ? (body as { unread?: unknown }).unread : 0) ?? 0;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** Under the bell's key, so deleting a notice (which refreshes ['notifications']) recounts too. */
export const unreadKey = ['notifications', 'unread'] as const;

/** What the bell's badge counts: unread only (docs/notifications.md, "Read and unread"). */
export function useUnreadCount(pathname: string) {
  return useQuery({
    queryKey: unreadKey,
    queryFn: async ({ signal }) => unreadFrom(await apiGet<unknown>('/notifications/unread', { signal })),
    staleTime: 60_000,
    enabled: useHeaderMayAsk(pathname),
  });
}

/** The newest time among the notices a screen showed: what it marks read (later ones stay unread). */
export function newestTimestamp(items: readonly { timestamp?: number }[]): number | undefined {
  const times = items.map((i) => i.timestamp).filter((t): t is number => typeof t === 'number' && t >= 0);
  return times.length > 0 ? Math.max(...times) : undefined;
}

/**
 * Opening the bell or the list: what it showed is read, and the badge takes the server's new count.
 * A failure is only logged: the badge stays as it was and the next opening tries again.
 */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (upTo: number | undefined) =>
      unreadFrom(await apiPost<unknown>('/notifications/read', upTo === undefined ? {} : { upTo })),
    onSuccess: (unread) => client.setQueryData(unreadKey, unread),
    onError: (err) => console.error('Marking notifications read failed', err),
  });
}
