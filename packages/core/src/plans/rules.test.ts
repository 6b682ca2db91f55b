import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPlanKeys, planOf, plans } from './catalogue.ts';
import { checkChoice, checkSeats, institutePlanOf } from './rules.ts';

const plan = (key: string) => {
  const p = planOf(key);
  if (!p) throw new Error(key);
  return p;
};

describe('the plan catalogue', () => {
  it('prices every plan at 0 INR and names and describes it in both languages', () => {
    for (const p of plans) {
      expect(p.amountPaise).toBe(0);
      expect(p.currency).toBe('INR');
      expect(p.name.hi && p.name.en).toBeTruthy();
      expect(p.includes.length).toBeGreaterThan(0);
      for (const w of p.includes) expect(w.hi && w.en).toBeTruthy();
    }
  });

  it('gives institute plans a student limit and student plans none', () => {
    expect(plans.filter((p) => p.audience === 'institute').map((p) => p.studentLimit)).toEqual([10, 50, 500]);
    expect(plans.filter((p) => p.audience === 'student').every((p) => p.studentLimit === null)).toBe(true);
  });

  it('puts an institute that chose nothing on the most generous institute plan', () => {
    expect(institutePlanOf(null).key).toBe(defaultPlanKeys.institute);
    expect(institutePlanOf(null).studentLimit).toBe(500);
    expect(institutePlanOf('institute_10').studentLimit).toBe(10);
    // A student plan key (or an unknown one) never stands for an institute's plan.
    expect(institutePlanOf('student_plus').key).toBe('institute_500');
    expect(institutePlanOf('gold').key).toBe('institute_500');
  });
});

describe('checkSeats', () => {
  it('lets the 10th student into a 10-student plan and refuses the 11th', () => {
    expect(checkSeats(10, 9, 1)).toEqual({ ok: true, left: 0 });
    expect(checkSeats(10, 10, 1)).toEqual({ ok: false, limit: 10, students: 10 });
  });

  it('refuses a batch of students that would overflow, even if some would fit', () => {
    expect(checkSeats(10, 8, 3)).toEqual({ ok: false, limit: 10, students: 8 });
    expect(checkSeats(10, 8, 2).ok).toBe(true);
  });

  it('never refuses adding nobody, even to an institute over its limit', () => {
    expect(checkSeats(10, 12, 0)).toEqual({ ok: true, left: 0 });
  });

  it('accepts exactly when the students after adding stay within the limit', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), fc.integer({ min: 1, max: 1000 }), (limit, now, adding) => {
        expect(checkSeats(limit, now, adding).ok).toBe(now + adding <= limit);
      }),
    );
  });
});

describe('checkChoice', () => {
  const org = '00000000-0000-4000-8000-000000000001';
  it('lets anyone choose a student plan for themself, never for an institute', () => {
    expect(
      checkChoice(plan('student_plus'), { organizationId: null, administers: false, students: 0 }),
    ).toEqual({
      ok: true,
    });
    expect(
      checkChoice(plan('student_plus'), { organizationId: org, administers: true, students: 0 }),
    ).toEqual({ ok: false, rule: 'wrongAudience' });
  });

  it('lets only an admin of the institute choose its plan', () => {
    const p = plan('institute_50');
    expect(checkChoice(p, { organizationId: null, administers: false, students: 0 })).toEqual({
      ok: false,
      rule: 'organisationNeeded',
    });
    expect(checkChoice(p, { organizationId: org, administers: false, students: 0 })).toEqual({
      ok: false,
      rule: 'notAdmin',
    });
    expect(checkChoice(p, { organizationId: org, administers: true, students: 50 })).toEqual({ ok: true });
  });

  it('refuses a plan smaller than the students the institute already has', () => {
    expect(
      checkChoice(plan('institute_10'), { organizationId: org, administers: true, students: 11 }),
    ).toEqual({ ok: false, rule: 'belowStudents' });
  });
});
