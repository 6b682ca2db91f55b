import { describe, expect, it } from 'vitest';
import { liveFigures, liveStandings } from './results.ts';

const entry = (userId: string, scoreMilli: number, sectionMilli: number[] = [scoreMilli]) => ({
  userId,
  attemptId: `a-${userId}`,
  scoreMilli,
  sectionMilli,
});

describe('liveStandings', () => {
  it('gives equal scores one rank and skips the places they took', () => {
    const s = liveStandings([entry('a', 90_000), entry('b', 80_000), entry('c', 80_000), entry('d', 70_000)]);
    expect(s.map((x) => x.rank)).toEqual([1, 2, 2, 4]);
    expect(s.map((x) => x.percentile)).toEqual([100, 75, 75, 25]);
  });
  it('ranks each section on its own', () => {
    const s = liveStandings([entry('a', 10_000, [10_000, 0]), entry('b', 8_000, [2_000, 6_000])]);
    expect(s[0]?.sectionRanks).toEqual([
      { scoreMilli: 10_000, rank: 1 },
      { scoreMilli: 0, rank: 2 },
    ]);
    expect(s[1]?.sectionRanks.map((r) => r.rank)).toEqual([2, 1]);
  });
  it('agrees with the simple rule for a large field with many ties', () => {
    const entries = Array.from({ length: 500 }, (_, i) => entry(`u${i}`, (i % 37) * 1000));
    const s = liveStandings(entries);
    for (const x of s.slice(0, 50))
      expect(x.rank).toBe(entries.filter((e) => e.scoreMilli > x.scoreMilli).length + 1);
  });
});

describe('liveFigures', () => {
  it('summarises topper, average, buckets over the whole score range and cut-offs', () => {
    const s = liveStandings([
      entry('a', 100_000),
      entry('b', 50_000),
      entry('c', 50_000),
      entry('d', -10_000),
    ]);
    const f = liveFigures(s, { minMilli: -50_000, totalMilli: 100_000 }, 3);
    expect(f.topperMilli).toBe(100_000);
    expect(f.averageMilli).toBe(47_500);
    expect(f.distribution.map((b) => b.count)).toEqual([1, 0, 3]);
    expect(f.distribution[0]?.fromMilli).toBe(-50_000);
    expect(f.cutOffs).toEqual([
      { percentile: 50, scoreMilli: 50_000 },
      { percentile: 75, scoreMilli: 50_000 },
      { percentile: 90, scoreMilli: 100_000 },
      { percentile: 99, scoreMilli: 100_000 },
    ]);
  });
  it('is empty but well-formed when nobody sat', () => {
    const f = liveFigures([], { minMilli: 0, totalMilli: 100_000 });
    expect(f.candidates).toBe(0);
    expect(f.distribution).toHaveLength(10);
  });
});
