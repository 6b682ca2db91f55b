import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { streakOf } from '../dashboard/streak.ts';
import { type PotdStreakRecord, streakAfterSolve, streakOn } from '../potd/streak.ts';
import { indianDayOf } from './indian-day.ts';

/**
 * Issue 22, scenario 19 (docs/reliability.md): the two streaks, run as a model over a clock that only
 * moves forward and often lands just before or after midnight IST (18:30 UTC), 10,000 runs each.
 * The model knows nothing of the date strings: an instant's Indian day is its whole number of days
 * since 1970 counted from 05:30 ahead of UTC, and a streak is counted on those integers.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const IST = 5.5 * HOUR;
const dayNumber = (t: number) => Math.floor((t + IST) / DAY);

/** The run of consecutive days in `days` ending at `last` (0 when `last` is not in it). */
function runEndingAt(days: ReadonlySet<number>, last: number): number {
  let n = 0;
  while (days.has(last - n)) n += 1;
  return n;
}
function longestRun(days: ReadonlySet<number>): number {
  let best = 0;
  for (const d of days) {
    if (days.has(d - 1)) continue; // not the first day of its run
    let n = 1;
    while (days.has(d + n)) n += 1;
    best = Math.max(best, n);
  }
  return best;
}

interface World {
  now: number;
  /** The Indian days (as numbers) on which the student solved or practised. */
  days: Set<number>;
}
interface Real {
  record: PotdStreakRecord;
  /** Every instant of activity, as the server stores them (Indian days as strings). */
  activity: string[];
}

/**
 * Moves the clock on: to a few seconds either side of the next midnight IST, to later the same
 * Indian day, or whole days ahead (a missed day breaks a streak).
 */
class Wait implements fc.Command<World, Real> {
  constructor(
    readonly kind: 'justBefore' | 'justAfter' | 'laterToday' | 'days',
    readonly n: number,
  ) {}
  check = () => true;
  run(m: World): void {
    const midnight = (dayNumber(m.now) + 1) * DAY - IST; // the next 00:00 IST, as UTC ms
    const to =
      this.kind === 'justBefore'
        ? midnight - 1 - (this.n % 5000)
        : this.kind === 'justAfter'
          ? midnight + (this.n % 5000)
          : this.kind === 'laterToday'
            ? Math.min(m.now + (this.n % (3 * HOUR)), midnight - 1)
            : m.now + (1 + (this.n % 3)) * DAY;
    m.now = Math.max(m.now, to);
  }
  toString = () => `wait ${this.kind} ${this.n}`;
}

/** The student solves today's problem (or practises): both streaks' inputs change. */
class Solve implements fc.Command<World, Real> {
  check = () => true;
  run(m: World, r: Real): void {
    const today = indianDayOf(m.now);
    r.record = streakAfterSolve(r.record, today);
    r.activity.push(today);
    m.days.add(dayNumber(m.now));
  }
  toString = () => 'solve';
}

/** Looks at both streaks now and checks them against the model. */
class Look implements fc.Command<World, Real> {
  check = () => true;
  run(m: World, r: Real): void {
    const today = dayNumber(m.now);
    const upToNow = new Set([...m.days].filter((d) => d <= today));
    const standing = upToNow.has(today) ? runEndingAt(upToNow, today) : runEndingAt(upToNow, today - 1);
    const best = longestRun(upToNow);

    const potd = streakOn(r.record, indianDayOf(m.now));
    expect(potd.current).toBe(standing);
    expect(potd.max).toBe(best);

    const practice = streakOf(r.activity, indianDayOf(m.now));
    expect(practice).toEqual({ current: standing, best, activeToday: upToNow.has(today) });
  }
  toString = () => 'look';
}

const commands = [
  fc
    .constantFrom('justBefore', 'justAfter', 'laterToday', 'days')
    .chain((kind) => fc.nat().map((n) => new Wait(kind as Wait['kind'], n))),
  fc.constant(new Solve()),
  fc.constant(new Look()),
];

describe('streaks as a model across midnight IST', () => {
  it('keeps the Problem of the Day and practice streaks equal to the model in 10,000 runs', () => {
    fc.assert(
      fc.property(
        // Any start in 2020–2035, commonly a few minutes from a midnight IST.
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.commands(commands, { maxCommands: 40 }),
        (start, cmds) => {
          fc.modelRun(
            () => ({
              model: { now: start, days: new Set<number>() },
              real: { record: { current: 0, max: 0, lastSolvedDay: null }, activity: [] },
            }),
            [...cmds, new Look()],
          );
        },
      ),
      { numRuns: 10_000 },
    );
  });
});
