import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState as PageErrorState } from '@/components/page-states';
import { buttonClasses } from '@/components/ui/button';

/** A failed load: a 404 leads back to the subjects; anything else says why and offers a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <PageErrorState
      error={error}
      onRetry={onRetry}
      notFound={
        <EmptyState
          title={t('quizzes.states.notFoundTitle')}
          body={t('quizzes.states.notFoundBody')}
          action={
            <Link to="/quiz" className={buttonClasses('primary')}>
              {t('quizzes.score.toQuizzes')}
            </Link>
          }
        />
      }
    />
  );
}
