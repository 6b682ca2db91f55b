import { and, desc, eq, or } from 'drizzle-orm';
import { notifications } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Viewer } from '../../../plugins/access.ts';
import type { NoticeLanguage } from '../messages.ts';
import { assertMayUseOrganisationNotifications } from '../policy.ts';
import { presentFor } from '../presenter.ts';
import { notDismissedBy, ofOrganisation, platformWide, reachesViewer } from '../queries.ts';

/** Spec §7 answers only `{ data }`: the newest 100 are the whole list a phone should hold. */
export const ORGANISATION_LIST_LIMIT = 100;

/**
 * The spec's list call. A member reads the institute's notices and their own personal ones (results,
 * key corrections, the day's problem), less the notices they deleted; a platform admin looking at
 * another institute reads its notices only.
 */
export async function listOrganisationNotifications(
  d: Deps,
  viewer: Viewer,
  organizationId: string,
  lang: NoticeLanguage | null = null,
) {
  assertMayUseOrganisationNotifications(viewer, organizationId, 'read');
  const member = viewer.organizationId === organizationId;
  const rows = await d.db
    .select()
    .from(notifications)
    .where(
      member
        ? and(
            or(
              and(ofOrganisation(organizationId), reachesViewer(viewer)),
              eq(notifications.userId, viewer.id),
              platformWide,
            ),
            notDismissedBy(viewer.id),
          )
        : ofOrganisation(organizationId),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(ORGANISATION_LIST_LIMIT);
  return { data: await presentFor(d, viewer, rows, lang) };
}
