import { indianDayOf, type PotdUserData } from '@abhyas/core';
import type { Deps } from '../../../deps.ts';
import { countBookmarks } from '../../questions/services/bookmarks.ts';
import { streakShown } from './streaks.ts';

/**
 * Spec §3 "Problem of the Day user data": the bookmarked count (the bank's bookmarks, which the
 * daily problems' bookmarks are: each day's problem is a bank question) and the streak as shown today.
 */
export async function userData(d: Deps, userId: string): Promise<PotdUserData> {
  const today = indianDayOf(d.clock());
  const [bookmarkedProblems, streak] = await Promise.all([
    countBookmarks(d, userId),
    streakShown(d.db, userId, today),
  ]);
  return { data: { bookmarkedProblems, streak } };
}
