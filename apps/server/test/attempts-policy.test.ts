import { SAVE_GRACE_SECONDS } from '@abhyas/core';
import { describe, expect, it } from 'vitest';
import type { practiceSets } from '../src/db/schema/index.ts';
import { AppError } from '../src/lib/app-error.ts';
import {
  assertLanguageOffered,
  assertOpenForAnswers,
  assertOwnAttempt,
  assertOwnAttemptRow,
  assertSolutionsVisible,
  assertSubmitted,
  mayResume,
  mayTakeDrafts,
  refusalFor,
  sectionRefusal,
} from '../src/modules/attempts/policy.ts';

// The attempt policy on its own: pure rules, no app or database. The HTTP tests (attempts*.test.ts)
// show each rule reaching the client through its route.

const at = (iso: string) => new Date(iso);
const plus = (d: Date, seconds: number) => new Date(d.getTime() + seconds * 1000);
const deadline = at('2026-11-22T05:30:00Z');
const grace = SAVE_GRACE_SECONDS;

/** The error a rule threw, as the client would see it (status and code). */
function refusal(fn: () => void): { status: number; code: string } | null {
  try {
    fn();
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { status: err.statusCode, code: err.code };
  }
}

const set = {
  id: '00000000-0000-4000-8000-000000000001',
  languages: ['hi'],
} as typeof practiceSets.$inferSelect;

describe('attempt policy', () => {
  it("answers someone else's or a missing attempt with 404, never 403", () => {
    const mine = { userId: 'u1' };
    expect(refusal(() => assertOwnAttempt({ id: 'u1' }, mine))).toBeNull();
    expect(refusal(() => assertOwnAttempt({ id: 'u2' }, mine))).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(refusal(() => assertOwnAttempt({ id: 'u1' }, undefined))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(refusal(() => assertOwnAttemptRow({ id: 'u2' }, { attempt: mine }))?.status).toBe(404);
  });

  it('lets only platform admins take unpublished sets', () => {
    expect(mayTakeDrafts({ id: 'a', role: 'admin' })).toBe(true);
    expect(mayTakeDrafts({ id: 's', role: 'student' })).toBe(false);
  });

  it('refuses a start in a language the set is not offered in', () => {
    expect(refusal(() => assertLanguageOffered(set, 'hi'))).toBeNull();
    expect(refusal(() => assertLanguageOffered(set, 'en'))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
  });

  it('resumes a running attempt until its deadline plus the grace, and starts afresh after', () => {
    expect(mayResume({ deadline }, deadline)).toBe(true);
    expect(mayResume({ deadline }, plus(deadline, grace - 1))).toBe(true);
    expect(mayResume({ deadline }, plus(deadline, grace))).toBe(false);
  });

  it('refuses a save or position after the deadline plus grace, and accepts them within the grace', () => {
    expect(refusal(() => assertOpenForAnswers({ deadline }, plus(deadline, grace)))).toBeNull();
    expect(refusal(() => assertOpenForAnswers({ deadline }, plus(deadline, grace + 1)))).toEqual({
      status: 409,
      code: 'ATTEMPT_CLOSED',
    });
  });

  it('accepts a save only inside its section window, with grace after it closes but none before it opens', () => {
    const window = { opensAt: deadline, closesAt: plus(deadline, 600) };
    expect(sectionRefusal(undefined, deadline)).toBeNull();
    expect(sectionRefusal(window, plus(deadline, -1))).toBe('sectionNotOpen');
    expect(sectionRefusal(window, deadline)).toBeNull();
    expect(sectionRefusal(window, plus(deadline, 600 + grace))).toBeNull();
    expect(sectionRefusal(window, plus(deadline, 600 + grace + 1))).toBe('sectionClosed');
  });

  it('tells a disabled account from a closed attempt when the save statement found nothing open', () => {
    const code = (e: AppError) => ({ status: e.statusCode, code: e.code });
    expect(code(refusalFor(undefined))).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    expect(code(refusalFor({ disabledAt: deadline }))).toEqual({ status: 401, code: 'ACCOUNT_DISABLED' });
    expect(code(refusalFor({ disabledAt: null }))).toEqual({ status: 409, code: 'ATTEMPT_CLOSED' });
  });

  it('shows results, analysis and reports only once the attempt is submitted', () => {
    expect(refusal(() => assertSubmitted({ status: 'submitted' }))).toBeNull();
    expect(refusal(() => assertSubmitted({ status: 'active' }))).toEqual({
      status: 409,
      code: 'ATTEMPT_NOT_SUBMITTED',
    });
  });

  it("shows a practice set's solutions at any time", () => {
    expect(refusal(() => assertSolutionsVisible(set, deadline))).toBeNull();
  });
});
