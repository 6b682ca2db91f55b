import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countStatuses, paletteStatus, paletteStatuses } from './scoring.ts';

describe('palette counts', () => {
  it('counts an answered-and-marked question once, in its own status', () => {
    const counts = countStatuses([
      paletteStatus(true, 1, true),
      paletteStatus(true, 2, false),
      paletteStatus(true, null, true),
      paletteStatus(true, null, false),
      paletteStatus(false, null, false),
    ]);
    expect(counts).toEqual({
      notVisited: 1,
      notAnswered: 1,
      answered: 1,
      markedForReview: 1,
      answeredMarkedForReview: 1,
      total: 5,
    });
  });

  it('adds up to the number of questions for any sheet', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...paletteStatuses), { maxLength: 200 }), (statuses) => {
        const counts = countStatuses(statuses);
        const sum = paletteStatuses.reduce((n, s) => n + counts[s], 0);
        expect(sum).toBe(statuses.length);
        expect(counts.total).toBe(statuses.length);
      }),
    );
  });
});
