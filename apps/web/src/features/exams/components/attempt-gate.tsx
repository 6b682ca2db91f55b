import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, LoadingState } from '@/components/page-states';
import { buttonClasses } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useUiLanguage } from '@/lib/use-ui-language';
import { type ResolvedAttempt, useResolvedAttempt } from '../hooks/use-resolved-attempt';
import { ErrorState } from './page-states';

interface AttemptGateProps {
  seriesSlug: string;
  setSlug: string;
  children: (attemptId: string) => ReactNode;
}

/** Finds the attempt a results/analysis page is about, and says what to do when there is none. */
export function AttemptGate({ seriesSlug, setSlug, children }: AttemptGateProps) {
  const resolved: ResolvedAttempt = useResolvedAttempt(setSlug);
  const { t } = useTranslation();
  const lang = useUiLanguage();
  if (resolved.status === 'loading') return <LoadingState />;
  if (resolved.status === 'error') return <ErrorState error={resolved.error} onRetry={resolved.retry} />;
  if (resolved.status === 'none')
    return (
      <EmptyState
        title={t('exams.results.noAttempt')}
        body={t('exams.results.noAttemptHint')}
        action={
          <Link to={`/exams/${seriesSlug}/${setSlug}?lang=${lang}`} className={buttonClasses('primary')}>
            {t('exams.sets.start')}
          </Link>
        }
      />
    );
  return children(resolved.attemptId);
}

/** A result asked for while the test still runs (409): send the student back into it. */
export function AttemptError({
  error,
  onRetry,
  hallHref,
}: {
  error: unknown;
  onRetry: () => void;
  hallHref: string;
}) {
  const { t } = useTranslation();
  if (isApiError(error) && error.code === 'ATTEMPT_NOT_SUBMITTED')
    return (
      <EmptyState
        title={t('errors.ATTEMPT_NOT_SUBMITTED')}
        action={
          <Link to={hallHref} className={buttonClasses('primary')}>
            {t('exams.sets.resume')}
          </Link>
        }
      />
    );
  return <ErrorState error={error} onRetry={onRetry} />;
}
