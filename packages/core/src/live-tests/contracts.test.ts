import { describe, expect, it } from 'vitest';
import { liveTestInputSchema, liveTestListQuery, liveTestPatchSchema } from './contracts.ts';

const setId = '0b9c6f8e-1f5a-4a57-9d1e-0d3f4b1c2a11';

describe('live test contracts', () => {
  it('schedules with the default join window and refuses unknown live keys and fields', () => {
    const ok = liveTestInputSchema.parse({
      liveKey: 'SSC_LIVE',
      setId,
      startsAt: '2026-12-01T10:00:00+05:30',
    });
    expect(ok.joinMinutes).toBe(15);
    expect(liveTestInputSchema.safeParse({ liveKey: 'SSC', setId, startsAt: ok.startsAt }).success).toBe(
      false,
    );
    expect(
      liveTestInputSchema.safeParse({
        liveKey: 'SSC_LIVE',
        setId,
        startsAt: ok.startsAt,
        endsAt: ok.startsAt,
      }).success,
    ).toBe(false);
  });
  it('refuses a join window beyond an hour and an empty reschedule', () => {
    const r = liveTestInputSchema.safeParse({
      liveKey: 'SSC_LIVE',
      setId,
      startsAt: '2026-12-01T10:00:00Z',
      joinMinutes: 61,
    });
    expect(r.success).toBe(false);
    expect(liveTestPatchSchema.safeParse({}).success).toBe(false);
    expect(liveTestPatchSchema.safeParse({ joinMinutes: 10 }).success).toBe(true);
  });
  it('reads the list filter from a query string', () => {
    expect(liveTestListQuery.parse({ phase: 'past', page: '2' })).toEqual({ phase: 'past', page: 2 });
    expect(liveTestListQuery.safeParse({ phase: 'closing' }).success).toBe(false);
  });
});
