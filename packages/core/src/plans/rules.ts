import { defaultPlanKeys, type Plan, type PlanKey, planOf } from './catalogue.ts';

/** The plan an institute is on: its active subscription's, or the default when it has chosen none. */
export function institutePlanOf(activeKey: PlanKey | string | null | undefined): Plan {
  const chosen = activeKey ? planOf(activeKey) : undefined;
  return chosen?.audience === 'institute' ? chosen : (planOf(defaultPlanKeys.institute) as Plan);
}

export type SeatCheck = { ok: true; left: number } | { ok: false; limit: number; students: number };

/**
 * May `adding` more students join an institute that has `students` now, under a limit of `limit`?
 * The limit counts students (org role member), deactivated ones included: a seat is freed by removing
 * the student, not by deactivating them. Adding nobody is always fine, even over the limit (an institute
 * that is over after moving to a smaller plan keeps its students; it just cannot add more).
 */
export function checkSeats(limit: number | null, students: number, adding: number): SeatCheck {
  if (limit === null) return { ok: true, left: Number.POSITIVE_INFINITY };
  if (adding <= 0) return { ok: true, left: Math.max(0, limit - students) };
  if (students + adding > limit) return { ok: false, limit, students };
  return { ok: true, left: limit - students - adding };
}

export type ChoiceCheck =
  | { ok: true }
  | { ok: false; rule: 'wrongAudience' | 'belowStudents' | 'notAdmin' | 'organisationNeeded' };

/**
 * Whether a caller may choose `plan`: a student plan for themself (no institute named), an institute
 * plan for an institute they administer whose students fit its limit (a smaller plan than the
 * institute already fills would refuse its own students).
 */
export function checkChoice(
  plan: Plan,
  target: { organizationId: string | null; administers: boolean; students: number },
): ChoiceCheck {
  if (plan.audience === 'student')
    return target.organizationId ? { ok: false, rule: 'wrongAudience' } : { ok: true };
  if (!target.organizationId) return { ok: false, rule: 'organisationNeeded' };
  if (!target.administers) return { ok: false, rule: 'notAdmin' };
  if (plan.studentLimit !== null && target.students > plan.studentLimit)
    return { ok: false, rule: 'belowStudents' };
  return { ok: true };
}
