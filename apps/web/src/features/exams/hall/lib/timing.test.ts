import { describe, expect, it } from 'vitest';
import { followTiming, nextBoundaryMs, TIMING_HEARTBEAT_MS, timingCheckDue } from './timing';

const MIN = 60_000;
const T0 = Date.parse('2026-03-02T04:30:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const section = (index: number, opens: number, closes: number) => ({
  index,
  name: { hi: `खंड ${index + 1}`, en: `Section ${index + 1}` },
  totalQuestions: 2,
  markForCorrectAns: 1,
  markForInCorrectAns: -0.25,
  opensAt: iso(T0 + opens * MIN),
  closesAt: iso(T0 + closes * MIN),
});
const whole = { deadline: iso(T0 + 60 * MIN), sections: [section(0, 0, 60), section(1, 0, 60)] };
const sectional = {
  deadline: iso(T0 + 60 * MIN),
  sections: [section(0, 0, 20), section(1, 20, 40), section(2, 40, 60)],
};

describe('a deadline that moves', () => {
  it('takes a later deadline, and every whole-test window ends with it', () => {
    const next = followTiming(whole, { serverNow: iso(T0), deadline: iso(T0 + 80 * MIN) });
    expect(next?.deadline).toBe(iso(T0 + 80 * MIN));
    expect(next?.sections.map((s) => [s.opensAt, s.closesAt])).toEqual([
      [iso(T0), iso(T0 + 80 * MIN)],
      [iso(T0), iso(T0 + 80 * MIN)],
    ]);
    expect(next?.sections[0]?.name.en).toBe('Section 1');
  });

  it('never takes the same or an earlier deadline (answers can arrive out of order)', () => {
    expect(followTiming(whole, { serverNow: iso(T0), deadline: whole.deadline })).toBeNull();
    expect(followTiming(whole, { serverNow: iso(T0), deadline: iso(T0 + 59 * MIN) })).toBeNull();
  });

  it("takes a sectionally timed test's stretched windows from the server", () => {
    const windows = [
      [0, 0, 26],
      [1, 26, 53],
      [2, 53, 80],
    ].map(([index = 0, o = 0, c = 0]) => ({
      index,
      opensAt: iso(T0 + o * MIN),
      closesAt: iso(T0 + c * MIN),
    }));
    const next = followTiming(sectional, {
      serverNow: iso(T0),
      deadline: iso(T0 + 80 * MIN),
      sections: windows,
    });
    expect(next?.sections.map((s) => ({ index: s.index, opensAt: s.opensAt, closesAt: s.closesAt }))).toEqual(
      windows,
    );
    // Without windows only the last section, which closes with the test, follows the deadline.
    const bare = followTiming(sectional, { serverNow: iso(T0), deadline: iso(T0 + 80 * MIN) });
    expect(bare?.sections.map((s) => s.closesAt)).toEqual([
      iso(T0 + 20 * MIN),
      iso(T0 + 40 * MIN),
      iso(T0 + 80 * MIN),
    ]);
  });

  it('the hall acts next at the open section’s close, or at the deadline', () => {
    expect(nextBoundaryMs(sectional, true, T0 + 25 * MIN)).toBe(T0 + 40 * MIN);
    expect(nextBoundaryMs(sectional, false, T0 + 25 * MIN)).toBe(T0 + 60 * MIN);
  });

  it('asks for the time after two quiet minutes, and once in the minute before the timer acts', () => {
    const boundary = T0 + 60 * MIN;
    expect(timingCheckDue(T0, T0 + TIMING_HEARTBEAT_MS - 1, boundary)).toBe(false);
    expect(timingCheckDue(T0, T0 + TIMING_HEARTBEAT_MS, boundary)).toBe(true);
    // Heard 90 s before the deadline: asked again 59 s before it, then not again.
    expect(timingCheckDue(boundary - 90_000, boundary - 61_000, boundary)).toBe(false);
    expect(timingCheckDue(boundary - 90_000, boundary - 59_000, boundary)).toBe(true);
    expect(timingCheckDue(boundary - 59_000, boundary - 30_000, boundary)).toBe(false);
    // Past the moment there is nothing to check before: the heartbeat alone.
    expect(timingCheckDue(boundary - 30_000, boundary + 1_000, boundary)).toBe(false);
  });
});
