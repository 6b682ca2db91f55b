import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

export function LoadingState() {
  const { t } = useTranslation();
  return <PageSpinner label={t('exams.states.loading')} />;
}

/** A 404: the set, series or attempt does not exist (or is not the viewer's). Retrying cannot help. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** What a wrong or stale link gets: what happened, and the way back to the test series. */
export function NotFoundState() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('exams.states.notFoundTitle')}
      body={t('exams.states.notFoundBody')}
      action={
        <Link to="/exams" className={buttonClasses('primary')}>
          {t('exams.states.toSeries')}
        </Link>
      }
    />
  );
}

/**
 * The translated server reason, then a way out: retrying cures most failures on a train. A 404 is
 * not a failure to retry: it says the test is not there and leads back to the series.
 */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  if (isNotFound(error)) return <NotFoundState />;
  return (
    <Alert variant="error">
      <p>{errorMessage(error)}</p>
      {onRetry && (
        <Button variant="secondary" className="mt-2" onClick={onRetry}>
          {t('exams.states.retry')}
        </Button>
      )}
    </Alert>
  );
}

export function EmptyState({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center sm:p-8">
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {body && <p className="mt-1 text-slate-700">{body}</p>}
      {action && <div className="mt-4 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
