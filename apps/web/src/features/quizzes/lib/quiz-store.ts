/**
 * The device's copy of a quiz lives in lib/quiz-store.ts: the quiz page writes it here, and the
 * current-affairs page writes a day's quiz there before opening it (features never import each other).
 */
export * from '@/lib/quiz-store';
