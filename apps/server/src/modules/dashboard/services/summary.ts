import {
  type DashboardSummary,
  type DashboardTopic,
  indianDayOf,
  scoreTrendLimit,
  streakOf,
  weakTopicsOf,
} from '@abhyas/core';
import { and, eq, sql } from 'drizzle-orm';
import { attempts } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { cardsDueToday } from '../../flashcards/services/due-today.ts';
import { countBookmarks } from '../../questions/services/bookmarks.ts';
import { quizDashboardSummary } from '../../quizzes/services/dashboard-summary.ts';
import { weekTotals } from '../../study-timer/services/week-totals.ts';
import { mockAverage, presentAttempt, presentTrendPoint, wholePercent } from '../presenter.ts';
import { submittedAttempts, unfinishedAttempts } from '../queries.ts';
import { activityDays } from './activity-days.ts';
import { unfinishedLimit } from './next-steps.ts';

/** Submitted mock tests per exam: how many and their summed score (percent needs the exam's maximum). */
const mockTotals = (d: Deps, userId: string) =>
  d.db
    .select({
      examKey: attempts.examKey,
      n: sql<number>`count(*)::int`,
      scoreMilli: sql<number>`coalesce(sum(${attempts.scoreMilli}), 0)::int`,
    })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.status, 'submitted')))
    .groupBy(attempts.examKey);

/**
 * GET /api/dashboard/summary: the student dashboard in one read. Every part is the viewer's own
 * rows, each read through an index that leads with the user; the reads are independent and run
 * together (on PGlite's one connection they queue, on PostgreSQL they overlap).
 */
export async function dashboardSummary(d: Deps, userId: string): Promise<DashboardSummary> {
  const now = d.clock();
  const [unfinished, trend, totals, quiz, due, week, bookmarks, days] = await Promise.all([
    unfinishedAttempts(d, userId, unfinishedLimit),
    submittedAttempts(d, userId, scoreTrendLimit),
    mockTotals(d, userId),
    quizDashboardSummary(d, userId),
    cardsDueToday(d, userId),
    weekTotals(d, userId, now),
    countBookmarks(d, userId),
    activityDays(d, userId),
  ]);

  const topics: DashboardTopic[] = quiz.topics
    .filter((t) => t.attempts > 0)
    .sort((a, b) => a.subject.localeCompare(b.subject) || a.topic.localeCompare(b.topic));
  // Named only with enough answers (core's `weakTopicsOf`): an unseen topic the aimed rule would also
  // draw is new, not weak, and one wrong answer is not a pattern. The order is the aimed rule's.
  const weakTopics = weakTopicsOf(quiz.weakest, topics);
  const answered = topics.reduce((sum, t) => sum + t.attempts, 0);
  const correct = topics.reduce((sum, t) => sum + t.correct, 0);
  const mock = mockAverage(totals.map((g) => ({ ...g, n: Number(g.n), scoreMilli: Number(g.scoreMilli) })));
  const unfinishedQuiz = quiz.unfinished;

  return {
    serverNow: now.toISOString(),
    today: indianDayOf(now),
    next: {
      unfinishedTests: unfinished.map(presentAttempt),
      unfinishedQuiz: unfinishedQuiz
        ? {
            id: unfinishedQuiz.id,
            kind: unfinishedQuiz.kind,
            subject: unfinishedQuiz.subject,
            topic: unfinishedQuiz.topic,
            total: unfinishedQuiz.total,
            answered: unfinishedQuiz.answered,
            startedAt: unfinishedQuiz.startedAt,
          }
        : null,
      cardsDueToday: due,
      weakestTopic: weakTopics[0] ?? null,
    },
    totals: {
      mockTestsTaken: mock.taken,
      quizzesTaken: quiz.quizzesTaken,
      mockAverageScorePercent: mock.averagePercent,
      quizAverageScorePercent: quiz.averageScorePercent,
      accuracy: wholePercent(correct, answered),
      answered,
      bookmarks,
    },
    subjects: quiz.subjects.filter((s) => s.attempts > 0).sort((a, b) => a.subject.localeCompare(b.subject)),
    topics,
    weakTopics,
    scoreTrend: trend
      .map(presentTrendPoint)
      .filter((p) => p !== null)
      .reverse(),
    study: {
      days: week.days.map((x) => ({ day: x.day, focusMinutes: x.focusMinutes, sessions: x.sessions })),
      totalMinutes: week.totalMinutes,
    },
    streak: streakOf(days, indianDayOf(now)),
  };
}
