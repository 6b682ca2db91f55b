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

/**
 * The page a Login Required gate sent the user from (`state.from`), if it is one of ours;
 * otherwise the signed-in home. Only same-site paths are followed, never a full URL.
 */
export function returnPathFrom(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = (state as { from: unknown }).from;
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  }
  return HOME_AFTER_SIGN_IN;
}

/** The one-tap language step a new student sees once, right after signing up or in (docs/first-visit.md). */
export const LANGUAGE_STEP = '/language-selector';

export interface Destination {
  to: string;
  state?: { from: string };
}

/**
 * Where signing in or up leads: the return path, but through the language step while no language is
 * stored, because the menus and the sidebar appear only once one is (spec §2).
 */
export function landingAfterSignIn(state: unknown): Destination {
  const to = returnPathFrom(state);
  return readItem('selectedLanguage') === null ? { to: LANGUAGE_STEP, state: { from: to } } : { to };
}
