import {
  type LearningStyleAnswers,
  type OptionId,
  type SavedLearningStyle,
  scoreLearningStyle,
} from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { learningStyleResults } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';

type Row = typeof learningStyleResults.$inferSelect;

/** The stored result is the one worked out when it was saved, so a later change of questions cannot break it. */
function present(row: Row): SavedLearningStyle {
  return {
    answers: row.answers as OptionId[],
    result: {
      scores: row.scores as SavedLearningStyle['result']['scores'],
      dominant: row.dominant as SavedLearningStyle['result']['dominant'],
    },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The result is worked out here from the answers; a result sent by the client is never read. */
export async function saveLearningStyle(d: Deps, userId: string, input: LearningStyleAnswers) {
  const result = scoreLearningStyle(input.answers);
  const now = d.clock();
  const values = { answers: input.answers, scores: result.scores, dominant: result.dominant, updatedAt: now };
  const [row] = await d.db
    .insert(learningStyleResults)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: learningStyleResults.userId, set: values })
    .returning();
  if (!row) throw new Error('learning-style upsert returned nothing');
  return present(row);
}

/** Not taken yet is `null` with 200, not a 404: the rule for an absent per-user resource (docs/api-errors.md). */
export async function getLearningStyle(d: Deps, userId: string): Promise<SavedLearningStyle | null> {
  const [row] = await d.db.select().from(learningStyleResults).where(eq(learningStyleResults.userId, userId));
  return row ? present(row) : null;
}
