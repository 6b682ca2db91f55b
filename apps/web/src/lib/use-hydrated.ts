import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while rendering on the server (prerender) and during hydration, true once React runs in the
 * browser. Prerendered HTML shows before any JavaScript: what depends on the app running (a form
 * that submits through the API) must wait for true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
