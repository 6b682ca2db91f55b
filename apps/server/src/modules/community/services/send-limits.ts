import { addIndianDays, canModerate, communityRules, indianDayOf, indianDayStart } from '@abhyas/core';
import { and, eq, gte, sql } from 'drizzle-orm';
import { type GroupRow, groupMessages } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/tx.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Membership } from '../membership.ts';

/**
 * A sender's limits (docs/community-realtime.md, "Limits"): the group's slow mode, a burst per user
 * over all groups, and a daily cap per Indian day. Counted from the messages table itself (the
 * author/created_at index), so every node counts the same and the test clock moves them. The caller
 * holds the sender's advisory lock, so two tabs sending at once cannot both pass the last free slot.
 */

const rateLimited = (rule: string, message: string, retryAfterMs: number) =>
  new AppError(429, 'RATE_LIMITED', message, {
    rule,
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });

/** Slow mode: a member (not a moderator) waits `slow_mode_seconds` between two messages. */
export function assertSlowMode(group: GroupRow, member: Membership, now: Date): void {
  if (group.slowModeSeconds <= 0 || canModerate(member.role) || !member.lastSentAt) return;
  const wait = member.lastSentAt.getTime() + group.slowModeSeconds * 1000 - now.getTime();
  if (wait > 0) throw rateLimited('validation.community.slowMode', 'Slow mode is on in this group', wait);
}

/** The burst (10 in 10 s) and the daily cap (1,000 per Indian day), over all the user's groups. */
export async function assertSendRate(tx: Tx, userId: string, now: Date): Promise<void> {
  const { burst, windowSeconds, dailyMax } = communityRules.rate;
  const dayStart = indianDayStart(indianDayOf(now));
  const windowStart = new Date(now.getTime() - windowSeconds * 1000);
  // Just after midnight the burst window reaches into yesterday.
  const since = windowStart < dayStart ? windowStart : dayStart;
  const [row] = await tx
    .select({
      today: sql<number>`(count(*) filter (where ${groupMessages.createdAt} >= ${dayStart.toISOString()}))::int`,
      recent: sql<number>`(count(*) filter (where ${groupMessages.createdAt} > ${windowStart.toISOString()}))::int`,
      oldestRecent: sql<
        string | null
      >`min(${groupMessages.createdAt}) filter (where ${groupMessages.createdAt} > ${windowStart.toISOString()})`,
    })
    .from(groupMessages)
    .where(and(eq(groupMessages.authorId, userId), gte(groupMessages.createdAt, since)));
  if (Number(row?.today ?? 0) >= dailyMax) {
    const tomorrow = indianDayStart(addIndianDays(indianDayOf(now), 1));
    throw rateLimited(
      'validation.community.dailyCap',
      `At most ${dailyMax} messages a day`,
      tomorrow.getTime() - now.getTime(),
    );
  }
  if (Number(row?.recent ?? 0) >= burst && row?.oldestRecent) {
    const frees = new Date(row.oldestRecent).getTime() + windowSeconds * 1000;
    throw rateLimited(
      'validation.community.tooFast',
      `At most ${burst} messages in ${windowSeconds} seconds`,
      frees - now.getTime(),
    );
  }
}
