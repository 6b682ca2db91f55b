import {
  SAVE_GRACE_SECONDS,
  type SaveRejectionReason,
  type SolutionWindow,
  solutionsVisible,
  type TestLanguage,
} from '@abhyas/core';
import type { practiceSets } from '../../db/schema/index.ts';
import { AppError, notFound, unauthenticated } from '../../lib/app-error.ts';

/**
 * Who may do what with an attempt. Every path (start, resume, save, position, submit, result,
 * analysis, a question report) calls these; they read nothing, so each rule is tested on its own
 * (test/attempts-policy.test.ts). The route says only who may call it at all.
 */

type SetRow = typeof practiceSets.$inferSelect;
const graceMs = SAVE_GRACE_SECONDS * 1000;

/** The one acting: a signed-in viewer, or the token's user on the hot paths (saves, position). */
export interface Actor {
  id: string;
  role?: string;
}

/**
 * An attempt is its student's alone. Someone else's attempt answers 404, not 403, so attempt ids
 * cannot be probed.
 */
export function assertOwnAttempt<A extends { userId: string }>(
  actor: Actor,
  attempt: A | undefined,
): asserts attempt is A {
  if (!attempt || attempt.userId !== actor.id) throw notFound('No such attempt');
}

/** The same rule for an attempt read with its set (`{ attempt, set, … }`). */
export function assertOwnAttemptRow<R extends { attempt: { userId: string } }>(
  actor: Actor,
  row: R | undefined,
): asserts row is R {
  assertOwnAttempt(actor, row?.attempt);
}

/** Drafts (unpublished sets) may be taken by platform admins only, to try them before publishing. */
export const mayTakeDrafts = (actor: Actor): boolean => actor.role === 'admin';

/**
 * An institute's set is started only by a student of a batch it is assigned to, and only inside that
 * batch's window (docs/institutes.md, "The institute's own tests"). Anyone else learns nothing (404,
 * as for a missing set); the batch's own student is told the window is shut (409).
 */
export function assertStartableNow(
  set: Pick<SetRow, 'organizationId'>,
  windows: readonly { opensAt: Date; closesAt: Date }[],
  now: Date,
): void {
  if (!set.organizationId) return;
  if (windows.length === 0) throw notFound('No such practice set');
  const t = now.getTime();
  if (!windows.some((w) => w.opensAt.getTime() <= t && t < w.closesAt.getTime()))
    throw new AppError(409, 'CONFLICT', 'This test is not open now', {
      field: 'setId',
      rule: 'validation.batchTests.notOpen',
    });
}

/** A test is taken in one of its set's languages. */
export function assertLanguageOffered(set: Pick<SetRow, 'languages'>, language: TestLanguage): void {
  if (!set.languages.includes(language))
    throw new AppError(400, 'VALIDATION_ERROR', 'This set is not available in that language', {
      field: 'language',
      rule: 'validation.exams.languageInvalid',
    });
}

/** A running attempt is resumed (not started afresh) while its deadline plus the save grace holds. */
export const mayResume = (attempt: { deadline: Date }, now: Date): boolean =>
  attempt.deadline.getTime() + graceMs > now.getTime();

export const attemptClosed = () =>
  new AppError(409, 'ATTEMPT_CLOSED', 'This attempt is over: its time ran out or it was submitted');

/** Saves and the position are taken until the deadline plus the grace for a save in flight. */
export function assertOpenForAnswers(attempt: { deadline: Date }, now: Date): void {
  if (now.getTime() > attempt.deadline.getTime() + graceMs) throw attemptClosed();
}

/**
 * A sectionally timed exam opens its sections one after another: a save is accepted only inside its
 * section's window (plus the grace after it closes, for a save in flight at the switch). Before the
 * window opens there is no grace: the questions are on the phone, the answers are not yet allowed.
 */
export function sectionRefusal(
  window: { opensAt: Date; closesAt: Date } | undefined,
  now: Date,
): Extract<SaveRejectionReason, 'sectionNotOpen' | 'sectionClosed'> | null {
  if (!window) return null;
  if (now.getTime() < window.opensAt.getTime()) return 'sectionNotOpen';
  if (now.getTime() > window.closesAt.getTime() + graceMs) return 'sectionClosed';
  return null;
}

/**
 * Why a save or position statement found no open attempt although the facts said it was open: the
 * account was disabled (or removed) meanwhile, or the attempt is over.
 */
export function refusalFor(user: { disabledAt: Date | null } | undefined): AppError {
  if (!user) return unauthenticated();
  if (user.disabledAt) return new AppError(401, 'ACCOUNT_DISABLED', 'This account has been disabled');
  return attemptClosed();
}

/**
 * A live test's paper is an unpublished set until its results are published (docs/live-tests.md):
 * until then a candidate's result, score and analysis stay hidden, so no account can learn how many
 * of its answers were right while others still sit the paper. Platform admins trying a draft see theirs.
 */
export const mayShowResult = (set: Pick<SetRow, 'published'>, actor: Actor): boolean =>
  set.published || mayTakeDrafts(actor);

export const liveResultsPending = () =>
  new AppError(409, 'LIVE_RESULTS_PENDING', 'Results are published when the test window closes');

export function assertResultOpen(set: Pick<SetRow, 'published'>, actor: Actor): void {
  if (!mayShowResult(set, actor)) throw liveResultsPending();
}

/** Results, analysis and question reports exist only once the attempt was submitted. */
export function assertSubmitted<A extends { status: string }>(
  attempt: A,
  message = 'This attempt has not been submitted yet',
): asserts attempt is A & { status: 'submitted' } {
  // A closed live attempt is submitted but not yet scored: its result comes with the publication.
  if (attempt.status === 'closed') throw liveResultsPending();
  if (attempt.status !== 'submitted') throw new AppError(409, 'ATTEMPT_NOT_SUBMITTED', message);
}

/**
 * The solution window of a set. Every practice set today; a live test (later) will answer
 * `{ kind: 'live', closesAt }` from its own window, and every solution view follows without change.
 */
export function solutionWindowOf(_set: SetRow): SolutionWindow {
  return { kind: 'practice' };
}

/**
 * Every view that shows keys or explanations calls this first: a live test's solutions stay hidden
 * from everyone until its window closes (docs/exam-hall.md, "Honest ranks").
 */
export function assertSolutionsVisible(set: SetRow, now: Date): void {
  if (!solutionsVisible(solutionWindowOf(set), now))
    throw new AppError(
      409,
      'SOLUTIONS_HIDDEN',
      'Solutions of a live test are shown once its window has closed',
    );
}
