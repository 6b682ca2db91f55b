import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-11-26T12:00:00Z');
const ago = (ms: number) => relativeTime(now - ms, now);
const MIN = 60_000;

describe('relative times of notifications', () => {
  it('says just now up to a minute, then minutes, hours, yesterday and days', () => {
    expect(ago(0)).toEqual({ key: 'justNow' });
    expect(ago(MIN)).toEqual({ key: 'justNow' });
    expect(ago(MIN + 1)).toEqual({ key: 'minutes', count: 1 });
    expect(ago(59 * MIN)).toEqual({ key: 'minutes', count: 59 });
    expect(ago(60 * MIN)).toEqual({ key: 'hours', count: 1 });
    expect(ago(23 * 60 * MIN + 59 * MIN)).toEqual({ key: 'hours', count: 23 });
    expect(ago(24 * 60 * MIN)).toEqual({ key: 'yesterday' });
    expect(ago(2 * 24 * 60 * MIN)).toEqual({ key: 'days', count: 2 });
    expect(ago(6 * 24 * 60 * MIN)).toEqual({ key: 'days', count: 6 });
  });

  it('gives a date from a week on, and just now for a clock running behind', () => {
    expect(ago(7 * 24 * 60 * MIN)).toEqual({ key: 'date', date: new Date(now - 7 * 24 * 60 * MIN) });
    expect(ago(-5 * MIN)).toEqual({ key: 'justNow' });
  });
});
