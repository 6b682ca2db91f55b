import { attemptWindows, examTemplates, SAVE_GRACE_SECONDS } from '@abhyas/core';
import { and, eq } from 'drizzle-orm';
import { attempts, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';

/**
 * A platform admin grants or withdraws compensatory time (20 minutes per hour of test). Tests
 * started afterwards get it; a grant also stretches the candidate's running tests (deadline and every
 * section window), because the candidate was entitled to it from the start. A withdrawal never
 * shortens a running test. The changed deadlines are dropped from every node's save cache.
 */
export async function setAccommodations(d: Deps, userId: string, compensatoryTime: boolean) {
  const { row, stretched } = await d.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ compensatoryTime, updatedAt: d.clock() })
      .where(eq(users.id, userId))
      .returning({ compensatoryTime: users.compensatoryTime });
    if (!row) throw notFound('No such user');
    const stretched: string[] = [];
    if (!compensatoryTime) return { row, stretched };
    const running = await tx
      .select()
      .from(attempts)
      .where(
        and(eq(attempts.userId, userId), eq(attempts.status, 'active'), eq(attempts.compensatoryMinutes, 0)),
      )
      .for('update');
    const now = d.clock().getTime();
    for (const attempt of running) {
      // An attempt already past its deadline (the sweeper's next round finalises it) stays over.
      if (attempt.deadline.getTime() + SAVE_GRACE_SECONDS * 1000 < now) continue;
      const windows = attemptWindows(examTemplates[attempt.examKey], attempt.startedAt, true);
      if (windows.compensatoryMinutes === 0) continue;
      await tx
        .update(attempts)
        .set({ deadline: windows.deadline, compensatoryMinutes: windows.compensatoryMinutes })
        .where(eq(attempts.id, attempt.id));
      stretched.push(attempt.id);
    }
    return { row, stretched };
  });
  if (stretched.length) await d.caches.forget({ attempts: stretched });
  return row;
}
