import type { IndianDay } from '@abhyas/core';
import { sql } from 'drizzle-orm';
import { attempts, flashcardReviews, quizQuestions, studySessions } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';

const indianDay = (at: unknown) => sql`(${at} at time zone 'Asia/Kolkata')::date::text`;

/**
 * The Indian days on which the student practised: answered a quiz question, reviewed a flash card,
 * submitted a mock test or finished a study session (docs/dashboard.md). One statement; each part
 * reads only the student's rows through an index that leads with the user
 * (quiz_questions_recent_idx, flashcard_reviews_client_idx, attempts_user_idx,
 * study_sessions_user_day_idx), and `union` leaves one row per day, so the answer is at most as long
 * as the account is old in days.
 */
export async function activityDays(d: Pick<Deps, 'db'>, userId: string): Promise<IndianDay[]> {
  const result = await d.db.execute(sql`
    select ${indianDay(quizQuestions.answeredAt)} as day from ${quizQuestions}
      where ${quizQuestions.userId} = ${userId} and ${quizQuestions.answeredAt} is not null
    union
    select ${indianDay(flashcardReviews.reviewedAt)} from ${flashcardReviews}
      where ${flashcardReviews.userId} = ${userId}
    union
    select ${indianDay(attempts.submittedAt)} from ${attempts}
      where ${attempts.userId} = ${userId} and ${attempts.status} = 'submitted'
        and ${attempts.submittedAt} is not null
    union
    select ${studySessions.day}::text from ${studySessions} where ${studySessions.userId} = ${userId}`);
  return rowsOf<{ day: string }>(result).map((r) => r.day);
}
