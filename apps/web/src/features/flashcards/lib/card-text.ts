import type { Flashcard } from '@abhyas/core';

/** A card's side in the reader's language when it has one, else in the other (a card may hold only one). */
export function sideIn(side: Flashcard['front'], language: string): string {
  const preferred = language === 'en' ? side.en : side.hi;
  return preferred ?? side.hi ?? side.en ?? '';
}
