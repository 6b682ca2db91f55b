import { boardsFor, type IndianDay, indianDayOf, quizAnswerEarns, quizPointsLeft } from '@abhyas/core';
import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import { pointsAwards, quizQuestions, users } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { rowsOf } from '../../lib/sql-rows.ts';

interface AwardBase {
  userId: string;
  /** Unique per student and source: the same key never earns twice. */
  key: string;
  points: number;
  at: Date;
  /** The exam a test belongs to (its exam board); null for quizzes and the daily problem. */
  examKey?: string | null;
}

export type Award =
  | (AwardBase & { source: 'test' | 'potd' })
  /** A quiz answer: its pace is measured from its quiz's start (core `quizAnswerEarns`). */
  | (AwardBase & { source: 'quiz'; quizStartedAt: Date });

/**
 * Whether a right quiz answer came at a person's pace: the student's quiz answers since its quiz
 * started (this one included, in any quiz: the caller stored it first), against the server's time
 * since then. One index range read (`quiz_questions_recent_idx`).
 */
async function quizPaceAllows(tx: Tx, userId: string, startedAt: Date, at: Date): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(quizQuestions)
    .where(
      and(
        eq(quizQuestions.userId, userId),
        gte(quizQuestions.answeredAt, startedAt),
        lte(quizQuestions.answeredAt, at),
      ),
    );
  return quizAnswerEarns({
    secondsSinceQuizStart: (at.getTime() - startedAt.getTime()) / 1000,
    answersSinceQuizStart: Number(row?.n ?? 0),
  });
}

/**
 * Records an award and adds it to every board it counts on, inside the caller's transaction (the
 * answer, the submit or the solve and its points move together). Returns the points given: 0 when
 * the key already earned, when the day's quiz points are used up, or when a quiz answer came faster
 * than a person answers (then nothing is recorded, and the question may earn another time). Boards move in a fixed order
 * (sorted keys), so concurrent awards cannot deadlock on the shared count rows.
 */
export async function awardPoints(tx: Tx, award: Award): Promise<number> {
  const day: IndianDay = indianDayOf(award.at);
  let points = award.points;
  if (award.source === 'quiz') {
    if (!(await quizPaceAllows(tx, award.userId, award.quizStartedAt, award.at))) return 0;
    const [today] = await tx
      .select({ n: sql<number>`coalesce(sum(${pointsAwards.points}), 0)::int` })
      .from(pointsAwards)
      .where(
        and(
          eq(pointsAwards.userId, award.userId),
          eq(pointsAwards.source, 'quiz'),
          eq(pointsAwards.day, day),
        ),
      );
    points = Math.min(points, quizPointsLeft(Number(today?.n ?? 0)));
  }
  const inserted = await tx
    .insert(pointsAwards)
    .values({
      userId: award.userId,
      source: award.source,
      awardKey: award.key,
      points,
      day,
      awardedAt: award.at,
    })
    .onConflictDoNothing()
    .returning({ points: pointsAwards.points });
  if (inserted.length === 0 || points <= 0) return 0;

  const [user] = await tx
    .select({ organisationId: users.organizationId })
    .from(users)
    .where(eq(users.id, award.userId));
  const boards = boardsFor(day, {
    examKey: award.examKey ?? null,
    organisationId: user?.organisationId ?? null,
  }).sort();
  const totals = rowsOf<{ board: string; points: number }>(
    await tx.execute(sql`insert into board_totals (board, user_id, points)
      select v.b, ${award.userId}::uuid, ${points}::int
      from (values ${sql.join(
        boards.map((b) => sql`(${b})`),
        sql`, `,
      )}) as v(b)
      on conflict (board, user_id) do update set points = board_totals.points + excluded.points
      returning board, points`),
  );
  // Each board: one student leaves their old total (unless new on the board) and joins the new one.
  const moves = totals
    .flatMap((t) => {
      const now = Number(t.points);
      const before = now - points;
      return before > 0
        ? [
            { board: t.board, points: before, delta: -1 },
            { board: t.board, points: now, delta: 1 },
          ]
        : [{ board: t.board, points: now, delta: 1 }];
    })
    .sort((a, b) => (a.board === b.board ? a.points - b.points : a.board < b.board ? -1 : 1));
  await tx.execute(sql`insert into board_point_counts (board, points, students)
    values ${sql.join(
      moves.map((m) => sql`(${m.board}, ${m.points}::int, ${m.delta}::int)`),
      sql`, `,
    )}
    on conflict (board, points) do update set students = board_point_counts.students + excluded.students`);
  const emptied = moves.filter((m) => m.delta < 0);
  if (emptied.length > 0)
    await tx.execute(
      sql`delete from board_point_counts where students <= 0 and (board, points) in (${sql.join(
        emptied.map((m) => sql`(${m.board}, ${m.points}::int)`),
        sql`, `,
      )})`,
    );
  return points;
}
