import { type IndianDay, type PotdStreak, type PotdStreakRecord, streakOn } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { potdStreaks } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/tx.ts';

/** The stored streak record (none before the first solve). */
export async function streakRecord(
  db: Db | Tx,
  userId: string,
  lock = false,
): Promise<PotdStreakRecord | undefined> {
  const query = db.select().from(potdStreaks).where(eq(potdStreaks.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row ? { current: row.current, max: row.max, lastSolvedDay: row.lastSolvedDay } : undefined;
}

/** The streak as shown on `today` (core's rule). */
export async function streakShown(db: Db | Tx, userId: string, today: IndianDay): Promise<PotdStreak> {
  return streakOn(await streakRecord(db, userId), today);
}
