import { describe, expect, it } from 'vitest';
import { type SetHolding, sealOf } from './sealing.ts';

const today = '2026-11-28';
const held = (over: Partial<SetHolding> & { setId: string }): SetHolding => ({
  published: true,
  submitted: false,
  active: false,
  ...over,
});

describe('sealOf', () => {
  it('opens a question that sits in no set and was never a daily problem', () => {
    expect(sealOf({ holdings: [], potdDay: null, today })).toBeNull();
  });

  it('seals a question of a published set the student has not submitted, naming that set', () => {
    expect(sealOf({ holdings: [held({ setId: 'a' })], potdDay: null, today })).toEqual({
      kind: 'set',
      setId: 'a',
    });
  });

  it('keeps it sealed while any one of its published sets is unsat, even when another is submitted', () => {
    const holdings = [held({ setId: 'a', submitted: true }), held({ setId: 'b' })];
    expect(sealOf({ holdings, potdDay: null, today })).toEqual({ kind: 'set', setId: 'b' });
  });

  it('opens it once every published set holding it is submitted', () => {
    const holdings = [held({ setId: 'a', submitted: true }), held({ setId: 'b', published: false })];
    expect(sealOf({ holdings, potdDay: null, today })).toBeNull();
  });

  it('seals the questions of a running attempt even when an earlier attempt was submitted', () => {
    const holdings = [held({ setId: 'a', submitted: true, active: true })];
    expect(sealOf({ holdings, potdDay: null, today })).toEqual({ kind: 'set', setId: 'a' });
  });

  it('hides a question that sits only in unpublished sets', () => {
    const holdings = [held({ setId: 'd', published: false })];
    expect(sealOf({ holdings, potdDay: null, today })).toEqual({ kind: 'draft' });
  });

  it('hides today’s and a coming Problem of the Day, and opens a past one', () => {
    expect(sealOf({ holdings: [], potdDay: today, today })).toEqual({ kind: 'potd', day: today });
    expect(sealOf({ holdings: [], potdDay: '2026-12-01', today })).toEqual({
      kind: 'potd',
      day: '2026-12-01',
    });
    expect(sealOf({ holdings: [], potdDay: '2026-11-27', today })).toBeNull();
  });
});
