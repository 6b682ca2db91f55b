import { describe, expect, it } from 'vitest';
import { disableRefusal, fillDaySeries, roleChangeRefusal, windowStart } from './rules.ts';

describe('fillDaySeries', () => {
  it('gives every day of the window oldest first with zeros for quiet days', () => {
    const series = fillDaySeries(
      [
        { day: '2026-11-29', count: 4 },
        { day: '2026-11-27', count: 2 },
      ],
      '2026-11-29',
      4,
    );
    expect(series).toEqual([
      { day: '2026-11-26', count: 0 },
      { day: '2026-11-27', count: 2 },
      { day: '2026-11-28', count: 0 },
      { day: '2026-11-29', count: 4 },
    ]);
  });

  it('drops rows outside the window and crosses month ends', () => {
    const series = fillDaySeries([{ day: '2026-10-01', count: 9 }], '2026-12-01', 3);
    expect(series.map((d) => d.day)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    expect(series.every((d) => d.count === 0)).toBe(true);
    expect(windowStart('2026-12-01', 30)).toBe('2026-11-02');
  });
});

describe('roleChangeRefusal', () => {
  it('refuses only an admin demoting themselves', () => {
    expect(roleChangeRefusal('a', 'a', 'user')).toBe('selfDemotion');
    expect(roleChangeRefusal('a', 'a', 'admin')).toBeNull();
    expect(roleChangeRefusal('a', 'b', 'user')).toBeNull();
  });
});

describe('disableRefusal', () => {
  it('refuses an admin disabling their own account, and nothing else', () => {
    expect(disableRefusal('a', 'a', true)).toBe('selfDisable');
    expect(disableRefusal('a', 'a', false)).toBeNull();
    expect(disableRefusal('a', 'b', true)).toBeNull();
  });
});
