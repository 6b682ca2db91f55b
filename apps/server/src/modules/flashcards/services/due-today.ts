import type { Deps } from '../../../deps.ts';
import { countDueToday } from '../queries.ts';

/**
 * For the student dashboard (built after issue 12's merge): how many of the student's cards are due
 * before the end of today's Indian day, across all their decks. One indexed count
 * (flashcards_user_due_idx); reads only that student's rows.
 */
export async function cardsDueToday(d: Deps, userId: string): Promise<number> {
  return countDueToday(d.db, userId, d.clock());
}
