import { sql } from 'drizzle-orm';
import { topicProgress } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';

/** Adds one answer to the student's accuracy in its topic, inside the caller's transaction. */
export async function recordTopicAnswer(
  tx: Tx,
  answer: { userId: string; subject: string; topic: string; correct: boolean; at: Date },
): Promise<void> {
  const right = answer.correct ? 1 : 0;
  await tx
    .insert(topicProgress)
    .values({
      userId: answer.userId,
      subject: answer.subject,
      topic: answer.topic,
      attempts: 1,
      correct: right,
      lastSeenAt: answer.at,
    })
    .onConflictDoUpdate({
      target: [topicProgress.userId, topicProgress.subject, topicProgress.topic],
      set: {
        attempts: sql`${topicProgress.attempts} + 1`,
        correct: sql`${topicProgress.correct} + ${right}`,
        lastSeenAt: sql`greatest(${topicProgress.lastSeenAt}, excluded.last_seen_at)`,
      },
    });
}

/**
 * Adds a finalised mock-test attempt's answered questions to the student's accuracy, one statement
 * for the whole attempt (called from attempts/finalise.ts, in its transaction). Skipped questions
 * say nothing about accuracy and are left out; the key is the set's current one.
 */
export async function recordAttemptAnswers(tx: Tx, attemptId: string, at: Date): Promise<void> {
  await tx.execute(sql`
    insert into topic_progress (user_id, subject, topic, attempts, correct, last_seen_at)
    select a.user_id, q.subject, q.topic, count(*)::int,
           count(*) filter (where r.answer = q.correct_option)::int, ${at.toISOString()}::timestamptz
      from attempts a
      join attempt_responses r on r.attempt_id = a.id
      join questions q on q.id = r.question_id
     where a.id = ${attemptId} and r.answer is not null
     group by a.user_id, q.subject, q.topic
    on conflict (user_id, subject, topic) do update
       set attempts = topic_progress.attempts + excluded.attempts,
           correct = topic_progress.correct + excluded.correct,
           last_seen_at = greatest(topic_progress.last_seen_at, excluded.last_seen_at)`);
}
