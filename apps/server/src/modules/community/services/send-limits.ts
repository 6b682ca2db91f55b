import { addIndianDays, canModerate, communityRules, indianDayOf, indianDayStart } from '@abhyas/core';
import { and, eq, gte, sql } from 'drizzle-orm';
import { type GroupRow, groupMessages } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Membership } from '../membership.ts';

/**
 * A sender's limits (docs/community-realtime.md, "Limits"): the group's slow mode, a burst per user
 * over all groups, and a daily cap per Indian day. Counted from the messages table itself (the
 * author/created_at index), so every node counts the same and the test clock moves them. The caller
 * reads the counts after taking the sender's advisory lock, so two tabs sending at once cannot both
 * pass the last free slot. `RATE_LIMIT_ENABLED=false` lifts the burst and the daily cap (benchmarks),
 * as it lifts the HTTP rates; slow mode is a group's own setting and stays.
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

/** What the burst and the daily cap need to know, as counted by `sendRateCounts`. */
export interface SendRateCounts {
  today: number;
  recent: number;
  oldestRecent: string | null;
}

/**
 * The sender's messages today and in the burst window, as one scalar subquery each (about the day's
 * messages of one author on the author/created_at index), so they ride in the send's first read.
 */
export function sendRateCounts(userId: string, now: Date) {
  const { windowSeconds } = communityRules.rate;
  const dayStart = indianDayStart(indianDayOf(now)).toISOString();
  const windowStart = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  // Just after midnight the burst window reaches into yesterday.
  const since = windowStart < dayStart ? windowStart : dayStart;
  const mine = and(eq(groupMessages.authorId, userId), gte(groupMessages.createdAt, new Date(since)));
  const m = groupMessages;
  return {
    today: sql<number>`(select count(*) filter (where ${m.createdAt} >= ${dayStart})::int from ${m} where ${mine})`,
    recent: sql<number>`(select count(*) filter (where ${m.createdAt} > ${windowStart})::int from ${m} where ${mine})`,
    oldestRecent: sql<
      string | null
    >`(select min(${m.createdAt}) filter (where ${m.createdAt} > ${windowStart}) from ${m} where ${mine})`,
  };
}

/** The burst (10 in 10 s) and the daily cap (1,000 per Indian day), over all the user's groups. */
export function assertSendRate(counts: SendRateCounts, now: Date): void {
  const { burst, windowSeconds, dailyMax } = communityRules.rate;
  if (Number(counts.today) >= dailyMax) {
    const tomorrow = indianDayStart(addIndianDays(indianDayOf(now), 1));
    throw rateLimited(
      'validation.community.dailyCap',
      `At most ${dailyMax} messages a day`,
      tomorrow.getTime() - now.getTime(),
    );
  }
  if (Number(counts.recent) >= burst && counts.oldestRecent) {
    const frees = new Date(counts.oldestRecent).getTime() + windowSeconds * 1000;
    throw rateLimited(
      'validation.community.tooFast',
      `At most ${burst} messages in ${windowSeconds} seconds`,
      frees - now.getTime(),
    );
  }
}
