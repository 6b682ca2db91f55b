import {
  boardKey,
  competitionRanks,
  type GlobalBoard,
  type GlobalBoardQuery,
  indianDayOf,
  periodKey,
  rankFor,
} from '@abhyas/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import { boardPointCounts, boardTotals, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { Viewer } from '../../../plugins/access.ts';

/**
 * One global board for the viewer: its top (an index range read of board_totals), its size and the
 * viewer's own rank (one plus the students above, summed from the board's points histogram). Never
 * a read of every student. The institute board is the viewer's own institute's only.
 */
export async function globalBoard(d: Deps, viewer: Viewer, query: GlobalBoardQuery): Promise<GlobalBoard> {
  const scope =
    query.scope === 'global'
      ? 'global'
      : query.scope === 'exam'
        ? `exam:${query.exam}`
        : viewer.organizationId
          ? `org:${viewer.organizationId}`
          : null;
  if (!scope) throw notFound('You are not in an institute');
  const key = periodKey(query.period, indianDayOf(d.clock()));
  const board = boardKey(query.period, key, scope);

  const [top, mine, participants] = await Promise.all([
    topOf(d.db, board, query.limit),
    rankOn(d.db, board, viewer.id),
    sizeOf(d.db, board),
  ]);
  const ranks = competitionRanks(top.map((r) => r.points));
  return {
    period: query.period,
    periodKey: key,
    scope: query.scope,
    exam: query.scope === 'exam' ? (query.exam ?? null) : null,
    participants,
    top: top.map((r, i) => ({
      rank: ranks[i] ?? i + 1,
      name: r.name,
      username: r.username,
      points: r.points,
      isMe: r.userId === viewer.id,
    })),
    mine,
  };
}

type Reader = Pick<Deps, 'db'>['db'];

/** A board's top `limit` students, highest first (ties by id, so pages are stable). */
export function topOf(db: Reader, board: string, limit: number) {
  return db
    .select({
      userId: boardTotals.userId,
      points: boardTotals.points,
      name: users.name,
      username: users.username,
    })
    .from(boardTotals)
    .innerJoin(users, eq(users.id, boardTotals.userId))
    .where(eq(boardTotals.board, board))
    .orderBy(desc(boardTotals.points), boardTotals.userId)
    .limit(limit);
}

/** A student's points and rank on a board (null without points there): a key read and a histogram sum. */
export async function rankOn(db: Reader, board: string, userId: string) {
  const [mine] = await db
    .select({ points: boardTotals.points })
    .from(boardTotals)
    .where(and(eq(boardTotals.board, board), eq(boardTotals.userId, userId)));
  if (!mine) return null;
  const [above] = await db
    .select({ n: sql<number>`coalesce(sum(${boardPointCounts.students}), 0)::int` })
    .from(boardPointCounts)
    .where(and(eq(boardPointCounts.board, board), sql`${boardPointCounts.points} > ${mine.points}`));
  return { rank: rankFor(Number(above?.n ?? 0)), points: mine.points };
}

/** How many students have points on a board. */
export async function sizeOf(db: Reader, board: string): Promise<number> {
  const [size] = await db
    .select({ n: sql<number>`coalesce(sum(${boardPointCounts.students}), 0)::int` })
    .from(boardPointCounts)
    .where(eq(boardPointCounts.board, board));
  return Number(size?.n ?? 0);
}
