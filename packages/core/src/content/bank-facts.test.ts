import { describe, expect, it } from 'vitest';
import { loadBank } from '../../../../content/library.ts';

const bank = loadBank().flatMap((f) => f.questions);

/** Issue 21: facts the bank had asked twice under different subjects, and a mis-tagged topic. */
describe('the bank asks a fact once and tags it right (issue 21)', () => {
  it.each([
    ['the first national park (Hailey/Corbett)', /Hailey National Park/],
    ['the state of Chilika Lake', /^Chilika Lake\b.*which state/],
    ["the Budget's Article 112", /Annual Financial Statement/],
  ])('asks %s in one bank question only', (_fact, asks) => {
    expect(bank.filter((q) => asks.test(q.text.en))).toHaveLength(1);
  });

  it('tags figures of speech, rasas and metres as grammar, not books and authors', () => {
    const poetics = bank.filter((q) => /\b(alankar|rasa|matras)\b/i.test(q.text.en));
    expect(poetics.length).toBeGreaterThanOrEqual(4);
    expect(poetics.filter((q) => q.topic === 'books-and-authors').map((q) => q.text.en)).toEqual([]);
  });
});
