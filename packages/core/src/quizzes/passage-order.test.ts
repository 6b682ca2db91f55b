import { describe, expect, it } from 'vitest';
import { passagesTogether } from './passage-order.ts';

type Q = { id: string; passage?: string; text: string };
const order = (items: Q[]) =>
  passagesTogether(
    items,
    (q) => q.passage,
    (q) => q.text,
  ).map((q) => q.id);

describe('a quiz keeps the questions of one passage together', () => {
  it("moves a passage's questions to where its first one fell, blanks in order, the rest in place", () => {
    const items: Q[] = [
      { id: 'a', text: 'Plain question a' },
      { id: 'c3', passage: 'cloze', text: 'In the cloze passage on bees, blank (3).' },
      { id: 'b', text: 'Plain question b' },
      { id: 'r2', passage: 'reading', text: 'According to the passage on mangroves, why…' },
      { id: 'c1', passage: 'cloze', text: 'In the cloze passage on bees, blank (1).' },
      { id: 'c10', passage: 'cloze', text: 'In the cloze passage on bees, blank (10).' },
      { id: 'd', text: 'Plain question d' },
      { id: 'r1', passage: 'reading', text: 'As used in the passage on mangroves, the word…' },
    ];
    // Numeric order puts blank (10) after blank (3), not between (1) and (3).
    expect(order(items)).toEqual(['a', 'c1', 'c3', 'c10', 'b', 'r2', 'r1', 'd']);
  });

  it('leaves a quiz without passage questions exactly as it was', () => {
    const items: Q[] = ['x', 'y', 'z'].map((id) => ({ id, text: `Question ${id}` }));
    expect(order(items)).toEqual(['x', 'y', 'z']);
  });
});
