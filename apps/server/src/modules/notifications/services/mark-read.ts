import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { markRead } from '../read-marks.ts';
import { unreadCount } from './unread-count.ts';

/** Opening the bell or the list: everything the viewer saw up to `upTo` is read. Only ever their own. */
export async function markNotificationsRead(d: Deps, viewer: Viewer, upTo: number | undefined) {
  await markRead(d, viewer.id, upTo);
  return unreadCount(d, viewer);
}
