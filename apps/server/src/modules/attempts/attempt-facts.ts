import type { ExamKey } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { attempts, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { AppError } from '../../lib/app-error.ts';
import { refusalFor } from './policy.ts';

/**
 * What a save needs to know about its attempt, cached per app (`d.caches.attemptFacts`) so a save
 * costs one statement. A change of deadline (compensatory time granted mid-test) calls
 * `d.caches.forget({ attempts })`, which reaches every node.
 */
export interface AttemptFacts {
  userId: string;
  setId: string;
  examKey: ExamKey;
  startedAt: Date;
  deadline: Date;
  compensatoryMinutes: number;
}

export function attemptFacts(d: Deps, attemptId: string): Promise<AttemptFacts | undefined> {
  return d.caches.attemptFacts.get(attemptId, async () => {
    const [row] = await d.db
      .select({
        userId: attempts.userId,
        setId: attempts.setId,
        examKey: attempts.examKey,
        startedAt: attempts.startedAt,
        deadline: attempts.deadline,
        compensatoryMinutes: attempts.compensatoryMinutes,
      })
      .from(attempts)
      .where(eq(attempts.id, attemptId));
    return row;
  });
}

/** Why the save statement found no open attempt: the account was disabled, or the attempt is over. */
export async function whyRefused(d: Deps, userId: string): Promise<AppError> {
  const [user] = await d.db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, userId));
  return refusalFor(user);
}
