import { describe, expect, it } from 'vitest';
import { joinClosesAt, livePhase, liveTabOf, mayRegister, mayWithdraw, publishDueAt } from './phase.ts';

const startsAt = new Date('2026-12-01T10:00:00Z');
const endsAt = new Date('2026-12-01T11:00:00Z');
const base = { startsAt, joinMinutes: 15, endsAt, cancelledAt: null, resultsPublishedAt: null };
const at = (iso: string) => new Date(iso);

describe('livePhase', () => {
  it('walks upcoming → open → running → closing at the exact boundaries', () => {
    expect(livePhase(base, at('2026-12-01T09:59:59.999Z'))).toBe('upcoming');
    expect(livePhase(base, at('2026-12-01T10:00:00Z'))).toBe('open');
    expect(livePhase(base, at('2026-12-01T10:14:59Z'))).toBe('open');
    expect(livePhase(base, at('2026-12-01T10:15:00Z'))).toBe('running');
    expect(livePhase(base, at('2026-12-01T10:59:59Z'))).toBe('running');
    expect(livePhase(base, at('2026-12-01T11:00:00Z'))).toBe('closing');
  });
  it('says published once results are out and cancelled above everything', () => {
    const published = { ...base, resultsPublishedAt: at('2026-12-01T11:01:00Z') };
    expect(livePhase(published, at('2026-12-01T11:02:00Z'))).toBe('published');
    expect(livePhase({ ...published, cancelledAt: at('2026-12-01T09:00:00Z') }, startsAt)).toBe('cancelled');
  });
  it('never lets the join window outlast the test', () => {
    expect(joinClosesAt({ startsAt, joinMinutes: 90, endsAt }).toISOString()).toBe(endsAt.toISOString());
  });
});

describe('what a phase allows', () => {
  it('registers until the join window shuts and withdraws before the start only', () => {
    expect(mayRegister('upcoming') && mayRegister('open')).toBe(true);
    expect(mayRegister('running')).toBe(false);
    expect(mayWithdraw('upcoming')).toBe(true);
    expect(mayWithdraw('open')).toBe(false);
  });
  it('puts each phase under one tab', () => {
    expect(liveTabOf('open')).toBe('running');
    expect(liveTabOf('closing')).toBe('past');
    expect(liveTabOf('cancelled')).toBe('past');
  });
  it('publishes after the grace and any accommodation', () => {
    expect(publishDueAt(endsAt).toISOString()).toBe('2026-12-01T11:00:30.000Z');
    expect(publishDueAt(endsAt, 20).toISOString()).toBe('2026-12-01T11:20:30.000Z');
  });
});
