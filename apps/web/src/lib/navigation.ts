import { readItem } from '@/lib/storage';

/**
 * Lets code outside React (the API client) move the user to another page. The router
 * registers its navigate function; before that (or in a bare page) we fall back to a full load.
 */
export type NavigateTo = (to: string, options?: { replace?: boolean; state?: unknown }) => unknown;

let registered: NavigateTo | null = null;

export function registerNavigate(navigate: NavigateTo): () => void {
  registered = navigate;
  return () => {
    if (registered === navigate) registered = null;
  };
}

export function navigateTo(to: string, state?: unknown): void {
  if (registered) {
    void registered(to, { replace: true, state });
    return;
  }
  window.location.assign(to);
}

/** Where a student lands after signing in or up, unless a gate sent them to sign in from elsewhere. */
export const HOME_AFTER_SIGN_IN = '/quiz-dashboard';

const isOurPath = (from: unknown): from is string =>
  typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\');

/**
 * The page a Login Required gate sent the user from (`state.from`), if it is one of ours;
 * otherwise the signed-in home. Only same-site paths are followed, never a full URL.
 * A `?from=` in the address counts too: a prerendered page's link works before the script has
 * started (a tap on a slow phone follows the plain href, and router state would be lost).
 */
export function returnPathFrom(state: unknown, search = ''): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = (state as { from: unknown }).from;
    if (isOurPath(from)) return from;
  }
  const fromAddress = new URLSearchParams(search).get('from');
  return isOurPath(fromAddress) ? fromAddress : HOME_AFTER_SIGN_IN;
}

/**
 * The return path to carry when moving between sign-in and sign-up, so a visitor a page sent to one
 * (an invite's /join/{code}, "Register Your Institute") still comes back after the other.
 */
export function keepReturnPath(state: unknown, search = ''): { from: string } | undefined {
  const from = returnPathFrom(state, search);
  return from === HOME_AFTER_SIGN_IN ? undefined : { from };
}

/** The one-tap language step a new student sees once, right after signing up or in (docs/first-visit.md). */
export const LANGUAGE_STEP = '/language-selector';

/** "Which exam are you preparing for?", asked once after the language step (docs/first-visit.md). */
export const TARGET_EXAM_STEP = '/target-exam';

/** The exam step on its way to `to`: the address carries where to go next, so the language step can pass it on. */
export const targetExamStepTo = (to: string) => `${TARGET_EXAM_STEP}?from=${encodeURIComponent(to)}`;

export interface Destination {
  to: string;
  state?: { from: string };
}

// Whether the account that just signed in (or up) on this page still has the exam step to meet:
// set from the sign-in answer, in memory only (the account is the record, not the device), and
// read by both the sign-in page and the guard that moves a signed-in reader off /signin.
let examStepDue = false;

/**
 * At sign-in or sign-up: the step is due while the account has no target and was never asked. It is
 * a student's question: platform admins and institute admins are not asked.
 */
export function noteAccountAtSignIn(user: {
  role: string;
  orgRole: string | null;
  targetExam: string | null;
  targetExamAskedAt: string | null;
}) {
  const student = user.role === 'user' && user.orgRole !== 'admin';
  examStepDue = student && user.targetExam === null && user.targetExamAskedAt === null;
}

/** The step was answered (an exam or Skip): the account remembers it from now on. */
export function examStepAnswered() {
  examStepDue = false;
}

/**
 * Where signing in or up leads: the return path, but through the language step while no language is
 * stored, because the menus and the sidebar appear only once one is (spec §2), and then through the
 * exam step when the account has no target and was never asked (docs/first-visit.md).
 */
export function landingAfterSignIn(state: unknown, search = ''): Destination {
  const back = returnPathFrom(state, search);
  const to = examStepDue && !back.startsWith(TARGET_EXAM_STEP) ? targetExamStepTo(back) : back;
  return readItem('selectedLanguage') === null ? { to: LANGUAGE_STEP, state: { from: to } } : { to };
}
