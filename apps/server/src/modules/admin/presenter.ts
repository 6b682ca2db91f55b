import type { AdminStats, AdminUser, AdminUserDetail, DayCount, LiveTurnout } from '@abhyas/core';
import type { UserRow } from '../../db/schema/index.ts';
import { presentUser } from '../users/presenter.ts';

/** A platform admin's view of an account: the public user plus what only admins see. */
export function presentAdminUser(row: UserRow): AdminUser {
  return { ...presentUser(row), disabled: row.disabledAt !== null, compensatoryTime: row.compensatoryTime };
}

export function presentAdminUserDetail(
  row: UserRow,
  facts: {
    organization: { id: string; name: string } | null;
    lastActiveAt: Date | null;
    counts: AdminUserDetail['counts'];
  },
): AdminUserDetail {
  return {
    user: {
      ...presentAdminUser(row),
      createdAt: row.createdAt.toISOString(),
      lastActiveAt: facts.lastActiveAt?.toISOString() ?? null,
      organization: facts.organization,
    },
    counts: facts.counts,
  };
}

export interface LiveTurnoutRow {
  id: string;
  titleHi: string;
  titleEn: string;
  startsAt: Date;
  registered: number;
  joined: number;
}

export function presentLiveTurnout(row: LiveTurnoutRow): LiveTurnout {
  return {
    id: row.id,
    title: { hi: row.titleHi, en: row.titleEn },
    startsAt: row.startsAt.toISOString(),
    registered: row.registered,
    joined: row.joined,
  };
}

export function presentStats(
  now: Date,
  parts: Omit<AdminStats, 'generatedAt' | 'liveTests'> & {
    liveTests: { upcoming: number; past: number; recent: LiveTurnoutRow[] } | null;
  },
): AdminStats {
  const series = (s: DayCount[]) => s.map((d) => ({ day: d.day, count: d.count }));
  return {
    generatedAt: now.toISOString(),
    users: parts.users,
    signUpsPerDay: series(parts.signUpsPerDay),
    activeStudents: { ...parts.activeStudents, perDay: series(parts.activeStudents.perDay) },
    attemptsPerDay: series(parts.attemptsPerDay),
    quizzesPerDay: series(parts.quizzesPerDay),
    liveTests: parts.liveTests && {
      upcoming: parts.liveTests.upcoming,
      past: parts.liveTests.past,
      recent: parts.liveTests.recent.map(presentLiveTurnout),
    },
    institutes: parts.institutes,
    openFeedback: parts.openFeedback,
    openQuestionReports: parts.openQuestionReports,
    pendingRankReviews: parts.pendingRankReviews,
  };
}
