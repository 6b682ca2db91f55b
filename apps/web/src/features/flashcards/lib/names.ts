import { deckTitleIn, subjectName, subjectNames } from '@abhyas/core';

type Lang = 'hi' | 'en';
export const langOf = (language: string): Lang => (language === 'en' ? 'en' : 'hi');

/**
 * A tag as the reader sees it. A card made from a question is tagged with the question's subject and
 * topic keys (`reasoning`, `coding-decoding`), which are shown by their names in the reader's language;
 * a tag the student typed is theirs and is shown as written. The key stays the tag's value (the
 * filter and the stored card keep it), so one card reads "तर्कशक्ति" in Hindi and "Reasoning" in English.
 */
export function tagName(tag: string, lang: Lang): string {
  return Object.hasOwn(subjectNames, tag) ? subjectName(tag, lang) : tag;
}

/** A deck's name: the automatic deck's default name in the reader's language (core's `deckTitleIn`). */
export const deckName = (title: string, lang: Lang) => deckTitleIn(title, lang);
