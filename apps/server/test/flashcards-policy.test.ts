import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.ts';
import {
  assertAnswered,
  assertEditableDeck,
  assertQuestionVisible,
  assertReadableDeck,
  mayReview,
} from '../src/modules/flashcards/policy.ts';

const owner = { id: 'asha' };
const other = { id: 'ravi' };
const privateDeck = { userId: 'asha', isPublic: false };
const publicDeck = { userId: 'asha', isPublic: true };
const statusOf = (fn: () => void) => {
  try {
    fn();
    return 200;
  } catch (err) {
    return err instanceof AppError ? err.statusCode : 500;
  }
};

describe('flash-card policy', () => {
  it('lets the owner read and edit, anyone read a public deck, and no one else see a private one', () => {
    expect(statusOf(() => assertReadableDeck(owner, privateDeck))).toBe(200);
    expect(statusOf(() => assertEditableDeck(owner, privateDeck))).toBe(200);
    expect(statusOf(() => assertReadableDeck(other, privateDeck))).toBe(404);
    expect(statusOf(() => assertEditableDeck(other, privateDeck))).toBe(404);
    expect(statusOf(() => assertReadableDeck(other, publicDeck))).toBe(200);
    expect(statusOf(() => assertEditableDeck(other, publicDeck))).toBe(403);
    expect(statusOf(() => assertReadableDeck(owner, undefined))).toBe(404);
  });

  it('reviews only one’s own cards, and makes cards only of questions found, once answered', () => {
    expect(mayReview(owner, { userId: 'asha' })).toBe(true);
    expect(mayReview(other, { userId: 'asha' })).toBe(false);
    expect(mayReview(owner, undefined)).toBe(false);
    expect(statusOf(() => assertQuestionVisible({ id: 'q' }))).toBe(200);
    expect(statusOf(() => assertQuestionVisible(undefined))).toBe(404);
    expect(statusOf(() => assertAnswered(true))).toBe(200);
    expect(statusOf(() => assertAnswered(false))).toBe(409);
  });
});
