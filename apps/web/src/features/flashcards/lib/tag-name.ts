import { subjectName, subjectNames } from '@abhyas/core';
import type { Lang } from './names';

/**
 * A tag as the reader sees it. A card made from a question is tagged with the question's subject and
 * topic keys (`reasoning`, `coding-decoding`), which are shown by their names in the reader's language;
 * a tag the student typed is theirs and is shown as written. The key stays the tag's value (the
 * filter and the stored card keep it), so one card reads "तर्कशक्ति" in Hindi and "Reasoning" in English.
 * Apart from names.ts so the deck list (deck names only) does not load the subject dictionary.
 */
export function tagName(tag: string, lang: Lang): string {
  return Object.hasOwn(subjectNames, tag) ? subjectName(tag, lang) : tag;
}
