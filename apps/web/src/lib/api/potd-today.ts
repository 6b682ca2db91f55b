// Today's Problem of the Day, below the features because two areas read it: the potd page, and
// sign-in, which asks whether today's problem is still unsolved before it sets showPotdDialog.
import { type PotdToday, potdTodaySchema } from '@abhyas/core';
import { apiGet } from '@/lib/api-client';
import { writeItem } from '@/lib/storage';

/** The server answers in the reader's language (Accept-Language), so the language is in the key. */
export const potdTodayKey = (language: string) => ['potd', 'today', language] as const;

/** `{ alreadySolved, tries, streak, problem }`; the options carry `isCorrect` only once solved. */
export async function getPotdToday(signal?: AbortSignal): Promise<PotdToday> {
  return potdTodaySchema.parse(await apiGet<unknown>('/potd/today', signal ? { signal } : {}));
}

/**
 * Sign-in's part of the dialog rule (spec §2, docs/potd.md "Web"): the flag is set only when today
 * has a problem the student has not solved, so a student who solved it on another device is not
 * shown a dialog that would close at once. A failed check sets nothing: the page is one tap away.
 */
export async function flagPotdDialogIfUnsolved(): Promise<void> {
  try {
    const today = await getPotdToday();
    if (today.problem && !today.alreadySolved) writeItem('showPotdDialog', 'true');
  } catch {
    // No dialog is better than a failed sign-in; the header's streak badge still leads to /potd.
  }
}
