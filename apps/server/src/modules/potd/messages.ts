import type { ContentLanguage } from '@abhyas/core';

/**
 * The submit's `message` (spec §8), in the reader's language: the page shows it as it comes
 * ("Correct! Current streak: {n}" on success, the server's message on an unsuccessful submit).
 */
export const submitMessages = {
  correct: (lang: ContentLanguage, n: number) =>
    lang === 'hi' ? `सही उत्तर! वर्तमान स्ट्रीक: ${n}` : `Correct! Current streak: ${n}`,
  wrong: (lang: ContentLanguage) =>
    lang === 'hi' ? 'ग़लत उत्तर। फिर से कोशिश करें' : 'Incorrect answer. Try again',
};
