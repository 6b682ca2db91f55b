import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/page-states';
import { buttonClasses } from '@/components/ui/button';

/**
 * The bank's empty shelf under the honest-ranks rule (docs/honest-ranks.md): a test's questions open
 * here once the student submits it, so the way forward is a test.
 */
export function BankSealedEmpty({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={title}
      body={t('questions.bank.opensWithTests')}
      action={
        <Link to="/exams" className={buttonClasses('primary')}>
          {t('questions.bank.toTests')}
        </Link>
      }
    />
  );
}
