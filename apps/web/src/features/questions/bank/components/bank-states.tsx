import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';

export function BankLoading() {
  const { t } = useTranslation();
  return <PageSpinner label={t('questions.states.loading')} />;
}

/** The server's reason in the reader's language, and a retry: most failures on a train pass. */
export function BankError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variant="error">
      <p>{errorMessage(error)}</p>
      {onRetry && (
        <Button variant="secondary" className="mt-2" onClick={onRetry}>
          {t('questions.states.retry')}
        </Button>
      )}
    </Alert>
  );
}

export function BankEmpty({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center sm:p-8">
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {body && <p className="mt-1 leading-relaxed text-slate-700">{body}</p>}
      {action && <div className="mt-4 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}

/**
 * The bank's empty shelf under the honest-ranks rule (docs/honest-ranks.md): a test's questions open
 * here once the student submits it, so the way forward is a test.
 */
export function BankSealedEmpty({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <BankEmpty
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
