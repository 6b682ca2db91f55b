import { describe, expect, it } from 'vitest';
import { createCardSchema, reviewBatchSchema } from './contracts.ts';

const ruleOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('flash-card contracts', () => {
  it('takes a card in Hindi, English or both, with both sides in each language it uses', () => {
    expect(createCardSchema.safeParse({ front: { hi: 'क' }, back: { hi: 'ख' } }).success).toBe(true);
    expect(
      createCardSchema.safeParse({ front: { hi: 'क', en: 'a' }, back: { hi: 'ख', en: 'b' } }).success,
    ).toBe(true);
    expect(ruleOf(createCardSchema.safeParse({ front: { hi: 'क', en: 'a' }, back: { hi: 'ख' } }))).toBe(
      'validation.flashcards.sideMissing',
    );
    expect(ruleOf(createCardSchema.safeParse({ front: { hi: '  ' }, back: { hi: '' } }))).toBe(
      'validation.flashcards.sideMissing',
    );
  });

  it('accepts only a rating and a time from the client, never an interval', () => {
    const review = {
      id: '6f0b7a3e-4c1d-4f55-9a3b-2d8c1e0f4a11',
      cardId: '6f0b7a3e-4c1d-4f55-9a3b-2d8c1e0f4a12',
      rating: 'good',
      reviewedAt: '2026-11-26T10:00:00+05:30',
    };
    expect(reviewBatchSchema.safeParse({ reviews: [review] }).success).toBe(true);
    const claimed = reviewBatchSchema.safeParse({ reviews: [{ ...review, due: '2030-01-01T00:00:00Z' }] });
    expect(claimed.error?.issues[0]?.code).toBe('unrecognized_keys');
  });
});
