// Today's Problem of the Day, below the features because the potd page and the frame's dialog host
// (which opens the dialog only while today's problem is unsolved) both read it, through one cache.
import { type PotdToday, potdTodaySchema } from '@abhyas/core';
import { apiGet } from '@/lib/api-client';

/** The server answers in the reader's language (Accept-Language), so the language is in the key. */
export const potdTodayKey = (language: string) => ['potd', 'today', language] as const;

/** `{ alreadySolved, tries, streak, problem }`; the options carry `isCorrect` only once solved. */
export async function getPotdToday(signal?: AbortSignal): Promise<PotdToday> {
  return potdTodaySchema.parse(await apiGet<unknown>('/potd/today', signal ? { signal } : {}));
}
