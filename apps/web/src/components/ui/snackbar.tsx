// STUB: layout replaces this with the real snackbar (bottom centre, 6000 ms, severity). Keep the API.
import type { ReactNode } from 'react';

export type SnackbarSeverity = 'success' | 'error' | 'warning' | 'info';

export interface Snackbar {
  /** Shows an already-translated message; severity defaults to success. */
  show(message: string, severity?: SnackbarSeverity): void;
  hide(): void;
}

export function useSnackbar(): Snackbar {
  return { show: () => undefined, hide: () => undefined };
}

export function SnackbarProvider({ children }: { children: ReactNode }) {
  return children;
}
