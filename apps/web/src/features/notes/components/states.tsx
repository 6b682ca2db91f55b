import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState as PageErrorState } from '@/components/page-states';
import { buttonClasses } from '@/components/ui/button';

/**
 * What a failed load shows: a 404 leads back to the notes; no network and nothing kept on the device
 * says how to make the note readable offline; anything else can be retried.
 */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <PageErrorState
      error={error}
      onRetry={onRetry}
      offlineMessage={t('notes.states.offlineNotSaved')}
      notFound={
        <EmptyState
          title={t('notes.states.notFoundTitle')}
          body={t('notes.states.notFoundBody')}
          action={
            <Link to="/notes" className={buttonClasses('primary')}>
              {t('notes.states.toNotes')}
            </Link>
          }
        />
      }
    />
  );
}
