import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState as PageErrorState } from '@/components/page-states';
import { buttonClasses } from '@/components/ui/button';

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
  return <PageErrorState error={error} onRetry={onRetry} notFound={<NotFoundState />} />;
}
