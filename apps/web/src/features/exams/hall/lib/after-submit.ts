/**
 * Where the hall goes after a submission when a live test's lobby opened it (`?live=<id>`): back to
 * that lobby, whose "results at …" state waits for publication, instead of the set's results page
 * (a live test's results come at the window's close, for everyone at once). Kept for the tab, so the
 * section summary's round trip (which drops the query) keeps it; a failed storage keeps the default.
 */
const key = (setSlug: string) => `hall:after-submit:${setSlug}`;

export function rememberLiveLobby(setSlug: string, liveTestId: string): void {
  try {
    sessionStorage.setItem(key(setSlug), `/mock-test/${encodeURIComponent(liveTestId)}`);
  } catch {
    // No storage: the submission opens the set's results page, which still works.
  }
}

export function afterSubmitPath(setSlug: string): string | null {
  try {
    return sessionStorage.getItem(key(setSlug));
  } catch {
    return null;
  }
}

export function forgetAfterSubmit(setSlug: string): void {
  try {
    sessionStorage.removeItem(key(setSlug));
  } catch {
    // Nothing stored.
  }
}
