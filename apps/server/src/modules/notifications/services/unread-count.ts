import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { visibleTo } from '../queries.ts';
import { countUnread, readFloor } from '../read-marks.ts';

/** What the bell's badge counts: the notices the viewer sees that arrived after their read mark. */
export async function unreadCount(d: Deps, viewer: Viewer) {
  return { unread: await countUnread(d, visibleTo(viewer), await readFloor(d, viewer)) };
}
