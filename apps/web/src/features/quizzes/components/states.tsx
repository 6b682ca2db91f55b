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
  return <PageSpinner label={t('quizzes.states.loading')} />;
}

/** A failed load: a 404 leads back to the subjects; anything else says why and offers a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  if (isApiError(error) && error.status === 404)
    return (
      <EmptyState
        title={t('quizzes.states.notFoundTitle')}
        body={t('quizzes.states.notFoundBody')}
        action={
          <Link to="/quiz" className={buttonClasses('primary')}>
            {t('quizzes.score.toQuizzes')}
          </Link>
        }
      />
    );
  return (
    <Alert variant="error">
      <p>{errorMessage(error)}</p>
      {onRetry && (
        <Button variant="secondary" className="mt-2" onClick={onRetry}>
          {t('quizzes.states.retry')}
        </Button>
      )}
    </Alert>
  );
}

export function EmptyState({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center">
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {body && <p className="mt-1 text-slate-700">{body}</p>}
      {action && <div className="mt-4 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
