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
