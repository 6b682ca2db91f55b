import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export type SnackbarSeverity = 'success' | 'error' | 'warning' | 'info';

/** One button beside the message, e.g. Undo after a delete (docs: "destructive taps offer an undo"). */
export interface SnackbarAction {
  label: string;
  onAction(): void;
}

export interface Snackbar {
  /** Shows an already-translated message; severity defaults to success; an action adds a button. */
  show(message: string, severity?: SnackbarSeverity, action?: SnackbarAction): void;
  hide(): void;
}

/** Spec §9: a message hides itself after this long. */
export const SNACKBAR_HIDE_MS = 6000;

const styles: Record<SnackbarSeverity, string> = {
  success: 'border-success-200 bg-success-50 text-success-800',
  error: 'border-error-200 bg-error-50 text-error-800',
  warning: 'border-warning-200 bg-warning-50 text-warning-800',
  info: 'border-info-200 bg-info-50 text-info-800',
};
const icons = { success: CircleCheck, error: CircleAlert, warning: TriangleAlert, info: Info };

interface Shown {
  message: string;
  severity: SnackbarSeverity;
  action?: SnackbarAction;
  /** Changes with every show(), so the same message shown twice restarts the timer. */
  id: number;
}

const noop: Snackbar = { show: () => undefined, hide: () => undefined };
const SnackbarContext = createContext<Snackbar>(noop);

export function useSnackbar(): Snackbar {
  return useContext(SnackbarContext);
}

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);

  const show = useCallback(
    (message: string, severity: SnackbarSeverity = 'success', action?: SnackbarAction) => {
      setShown((previous) => ({
        message,
        severity,
        ...(action ? { action } : {}),
        id: (previous?.id ?? 0) + 1,
      }));
    },
    [],
  );
  // Hiding resets it (spec §4): nothing of the old message lingers.
  const hide = useCallback(() => setShown(null), []);
  const api = useMemo(() => ({ show, hide }), [show, hide]);

  const id = shown?.id;
  useEffect(() => {
    if (id === undefined) return;
    const timer = setTimeout(hide, SNACKBAR_HIDE_MS);
    return () => clearTimeout(timer);
  }, [id, hide]);

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {shown && <SnackbarView key={shown.id} shown={shown} onClose={hide} />}
    </SnackbarContext.Provider>
  );
}

function SnackbarView({ shown, onClose }: { shown: Shown; onClose(): void }) {
  const { t } = useTranslation();
  const Icon = icons[shown.severity];
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-3">
      <div
        role={shown.severity === 'error' ? 'alert' : 'status'}
        data-severity={shown.severity}
        className={cn(
          'pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-lg border py-1 pl-4 pr-1 shadow-lg',
          styles[shown.severity],
        )}
      >
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        <p className="min-w-0 flex-1 py-2">{shown.message}</p>
        {shown.action && (
          <button
            type="button"
            onClick={() => {
              shown.action?.onAction();
              onClose();
            }}
            className="inline-flex min-h-12 shrink-0 items-center rounded-lg px-3 font-semibold underline-offset-2 hover:bg-black/5 hover:underline focus-visible:outline-2 focus-visible:outline-current"
          >
            {shown.action.label}
          </button>
        )}
        <button
          type="button"
          onClick={onClose}
          aria-label={t('layout.snackbar.close')}
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
