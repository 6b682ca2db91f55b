import { deckTitleIn } from '@abhyas/core';

export type Lang = 'hi' | 'en';
export const langOf = (language: string): Lang => (language === 'en' ? 'en' : 'hi');

/** A deck's name: the automatic deck's default name in the reader's language (core's `deckTitleIn`). */
export const deckName = (title: string, lang: Lang) => deckTitleIn(title, lang);
