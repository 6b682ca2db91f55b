import { eq } from 'drizzle-orm';
import { attempts, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { AppError } from '../../lib/app-error.ts';
import { sessionEnded } from '../../lib/session-ended.ts';
import { sessionOver, type TokenCaller } from '../../plugins/access.ts';
import type { AttemptFacts } from './hall-cache.ts';
import { attemptMoved, heldElsewhere } from './holder.ts';
import { refusalFor } from './policy.ts';

export type { AttemptFacts } from './hall-cache.ts';

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

/**
 * Why the save statement found no open attempt: the account was disabled, the token's session ended,
 * another device holds the attempt (holder.ts), or the attempt is over.
 */
export async function whyRefused(d: Deps, caller: TokenCaller, attemptId: string): Promise<AppError> {
  const [user] = await d.db
    .select({ disabledAt: users.disabledAt, sessionEnded: sessionEnded(caller.sessionId).mapWith(Boolean) })
    .from(users)
    .where(eq(users.id, caller.userId));
  if (user?.sessionEnded && !user.disabledAt) return sessionOver();
  if (user && !user.disabledAt && (await heldElsewhere(d, attemptId, caller.sessionId)))
    return attemptMoved();
  return refusalFor(user);
}
