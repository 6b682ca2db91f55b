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
  return <PageSpinner label={t('notes.states.loading')} />;
}

export function EmptyState({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center sm:p-8">
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {body && <p className="mt-1 leading-relaxed text-slate-700">{body}</p>}
      {action && <div className="mt-4 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}

/**
 * What a failed load shows: a 404 leads back to the notes; no network and nothing kept on the device
 * says how to make the note readable offline; anything else can be retried.
 */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  if (isApiError(error) && error.status === 404)
    return (
      <EmptyState
        title={t('notes.states.notFoundTitle')}
        body={t('notes.states.notFoundBody')}
        action={
          <Link to="/notes" className={buttonClasses('primary')}>
            {t('notes.states.toNotes')}
          </Link>
        }
      />
    );
  const offline = isApiError(error) && error.code === 'NETWORK_ERROR';
  return (
    <Alert variant={offline ? 'warning' : 'error'}>
      <p>{offline ? t('notes.states.offlineNotSaved') : errorMessage(error)}</p>
      {onRetry && (
        <Button variant="secondary" className="mt-2" onClick={onRetry}>
          {t('notes.states.retry')}
        </Button>
      )}
    </Alert>
  );
}
