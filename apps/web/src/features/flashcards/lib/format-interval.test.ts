import { describe, expect, it } from 'vitest';
import { intervalParts } from './format-interval';

const at = new Date('2026-11-26T10:00:00Z');
const after = (ms: number) => intervalParts(at, new Date(at.getTime() + ms));

describe('button intervals', () => {
  it('reads in the largest natural unit', () => {
    expect(after(30_000)).toEqual({ unit: 'minutes', count: 1 });
    expect(after(10 * 60_000)).toEqual({ unit: 'minutes', count: 10 });
    expect(after(5 * 3_600_000)).toEqual({ unit: 'hours', count: 5 });
    expect(after(3 * 86_400_000)).toEqual({ unit: 'days', count: 3 });
    expect(after(65 * 86_400_000)).toEqual({ unit: 'months', count: 2 });
    expect(after(550 * 86_400_000)).toEqual({ unit: 'years', count: 1.5 });
  });
});
