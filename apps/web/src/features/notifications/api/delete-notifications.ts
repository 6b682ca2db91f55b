import { apiDelete } from '@/lib/api-client';
import { notificationCache } from '../lib/cache';

/**
 * Deletes several notifications, one call each (spec §4); a call that fails is logged and skipped
 * (spec §8), the others go on. Returns the ids the server deleted.
 */
export async function deleteNotifications(ids: string[], organizationId: string | null): Promise<string[]> {
  const deleted: string[] = [];
  for (const id of ids) {
    const path = organizationId
      ? `/notifications/organization/${encodeURIComponent(organizationId)}/notification/${encodeURIComponent(id)}`
      : `/notifications/${encodeURIComponent(id)}`;
    try {
      await apiDelete<unknown>(path);
      deleted.push(id);
    } catch (err) {
      console.error('Notification delete failed; skipped', id, err);
    }
  }
  await notificationCache()
    .remove(deleted)
    .catch(() => undefined);
  return deleted;
}
