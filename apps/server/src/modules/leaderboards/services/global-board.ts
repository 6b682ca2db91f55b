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

  const [top, [mine], [size]] = await Promise.all([
    d.db
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
      .limit(query.limit),
    d.db
      .select({ points: boardTotals.points })
      .from(boardTotals)
      .where(and(eq(boardTotals.board, board), eq(boardTotals.userId, viewer.id))),
    d.db
      .select({ n: sql<number>`coalesce(sum(${boardPointCounts.students}), 0)::int` })
      .from(boardPointCounts)
      .where(eq(boardPointCounts.board, board)),
  ]);
  let rank: number | null = null;
  if (mine) {
    const [above] = await d.db
      .select({ n: sql<number>`coalesce(sum(${boardPointCounts.students}), 0)::int` })
      .from(boardPointCounts)
      .where(and(eq(boardPointCounts.board, board), sql`${boardPointCounts.points} > ${mine.points}`));
    rank = rankFor(Number(above?.n ?? 0));
  }
  const ranks = competitionRanks(top.map((r) => r.points));
  return {
    period: query.period,
    periodKey: key,
    scope: query.scope,
    exam: query.scope === 'exam' ? (query.exam ?? null) : null,
    participants: Number(size?.n ?? 0),
    top: top.map((r, i) => ({
      rank: ranks[i] ?? i + 1,
      name: r.name,
      username: r.username,
      points: r.points,
      isMe: r.userId === viewer.id,
    })),
    mine: mine && rank !== null ? { rank, points: mine.points } : null,
  };
}
