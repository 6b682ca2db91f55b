/** Query keys of the flash-card screens; every one starts with 'flashcards' so a write can refresh them all. */
export const flashcardKeys = {
  all: ['flashcards'] as const,
  decks: (userId: string | null) => ['flashcards', 'decks', userId] as const,
  deck: (userId: string | null, deckId: string) => ['flashcards', 'deck', userId, deckId] as const,
  publicDecks: (q: string, page: number) => ['flashcards', 'public', q, page] as const,
  cards: (userId: string | null, tag: string | null, page: number) =>
    ['flashcards', 'cards', userId, tag, page] as const,
  queue: (userId: string | null, deckId: string | null) => ['flashcards', 'queue', userId, deckId] as const,
};
