import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

/** A page's first load: one spinner with its spoken label. */
export function LoadingState() {
  const { t } = useTranslation();
  return <PageSpinner label={t('common.loading')} />;
}

/** A 404: what was asked for does not exist (or is not the viewer's). Retrying cannot help. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
  /** What a 404 shows instead (an area's "not found, go back to …"); without it a 404 is an error like any other. */
  notFound?: ReactNode;
  /** What no network shows instead of the generic offline words (e.g. "not saved on this phone yet"). */
  offlineMessage?: string;
}

/**
 * A failed load: the translated server reason and a retry, since most failures on a train cure
 * themselves. An area may give its own 404 state and its own offline words.
 */
export function ErrorState({ error, onRetry, notFound, offlineMessage }: ErrorStateProps) {
  const { t } = useTranslation();
  if (notFound !== undefined && isNotFound(error)) return <>{notFound}</>;
  const offline = offlineMessage !== undefined && isApiError(error) && error.code === 'NETWORK_ERROR';
  return (
    <Alert variant={offline ? 'warning' : 'error'}>
      <p>{offline ? offlineMessage : errorMessage(error)}</p>
      {onRetry && (
        <Button variant="secondary" className="mt-2" onClick={onRetry}>
          {t('common.states.retry')}
        </Button>
      )}
    </Alert>
  );
}

/**
 * An empty or waiting state: what is going on and, where there is one, what to do next.
 * `headingRef` makes the title a focusable heading, for a state that an action brings (review done).
 */
export function EmptyState({
  title,
  body,
  action,
  headingRef,
}: {
  title: string;
  body?: string;
  action?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center sm:p-8">
      {headingRef ? (
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-20 text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {title}
        </h2>
      ) : (
        <p className="text-lg font-semibold text-slate-900">{title}</p>
      )}
      {body && <p className="mt-1 leading-relaxed text-slate-700">{body}</p>}
      {action && <div className="mt-4 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
