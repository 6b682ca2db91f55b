/**
 * Where each notice leads (docs/notifications.md, "Each notice opens what it is about"): the day's
 * problem and the streak reminder open /potd; an institute request's decision opens /organization/register; a result or a corrected key opens that attempt's
 * result page (which links on to its analysis); an institute's notice has only its body (null).
 * An attempt's page needs the series and set slugs, read here for the whole page of notices in one
 * query, and only for the viewer's own attempts.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { attempts, examSeries, type NotificationRow, practiceSets } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';

const attemptIdOf = (row: NotificationRow): string | null => {
  if (row.kind !== 'keyCorrected' && row.kind !== 'resultReady') return null;
  const id = (row.params as { attemptId?: unknown } | null)?.attemptId;
  return typeof id === 'string' ? id : null;
};

/** A function from a row to its link, after one read of the attempts the rows name. */
export async function linksFor(d: Pick<Deps, 'db'>, viewerId: string, rows: readonly NotificationRow[]) {
  const ids = [...new Set(rows.map(attemptIdOf).filter((id): id is string => id !== null))];
  const pages = new Map<string, string>();
  if (ids.length > 0) {
    const found = await d.db
      .select({ id: attempts.id, set: practiceSets.slug, series: examSeries.slug })
      .from(attempts)
      .innerJoin(practiceSets, eq(practiceSets.id, attempts.setId))
      .innerJoin(examSeries, eq(examSeries.id, practiceSets.seriesId))
      .where(and(inArray(attempts.id, ids), eq(attempts.userId, viewerId)));
    for (const a of found)
      pages.set(
        a.id,
        `/exams/${encodeURIComponent(a.series)}/${encodeURIComponent(a.set)}/results?attempt=${a.id}`,
      );
  }
  return (row: NotificationRow): string | null => {
    if (row.kind === 'potdNew' || row.kind === 'streakAtRisk') return '/potd';
    // The request's page shows the decision (and, once approved, refreshes the claims: docs/institutes.md).
    if (row.kind === 'organisationApproved' || row.kind === 'organisationRejected')
      return '/organization/register';
    // The student's institute card (their batches) is on their dashboard.
    if (row.kind === 'addedToBatch') return '/user-dashboard';
    // A chat mention or reply opens the group's chat.
    if (row.kind === 'chatMention' || row.kind === 'chatReply') {
      const groupId = (row.params as { groupId?: unknown } | null)?.groupId;
      return typeof groupId === 'string' ? `/group-chat/${encodeURIComponent(groupId)}` : null;
    }
    // A live test's reminder and its results open the test's page (lobby, then results).
    if (row.kind === 'liveReminder' || row.kind === 'liveResults') {
      const liveTestId = (row.params as { liveTestId?: unknown } | null)?.liveTestId;
      return typeof liveTestId === 'string' ? `/mock-test/${encodeURIComponent(liveTestId)}` : null;
    }
    const attemptId = attemptIdOf(row);
    return attemptId ? (pages.get(attemptId) ?? null) : null;
  };
}
