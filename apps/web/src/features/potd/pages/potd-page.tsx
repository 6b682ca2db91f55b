import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { useSnackbar } from '@/components/ui/snackbar';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { usePotdToday } from '../api/get-today';
import { CompletedPanel } from '../components/completed-panel';
import { ProblemView } from '../components/problem-view';
import { StreakCards } from '../components/streak-cards';
import { usePotdSubmit } from '../hooks/use-potd-submit';

export interface PotdPageProps {
  /** Shown in the frame's dialog (app/layout/potd-dialog-host.tsx): no page title or margins. */
  inDialog?: boolean;
  /** Called 1.5 s after a correct answer (spec §2, §9): the dialog closes itself. */
  onSolved?: () => void;
}

/** /potd: the Problem of the Day, its streaks, and (once solved) the share menu. */
export function PotdPage({ inDialog = false, onSolved }: PotdPageProps) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex flex-col gap-4', !inDialog && 'mx-auto w-full max-w-2xl sm:gap-6')}>
      {!inDialog && (
        <>
          <PageMeta title={t('potd.metaTitle')} description={t('potd.metaDescription')} noindex />
          <header>
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('potd.title')}</h1>
            <p className="mt-1 leading-relaxed text-slate-700">{t('potd.lead')}</p>
          </header>
        </>
      )}
      <PotdBody {...(onSolved ? { onSolved } : {})} />
    </div>
  );
}

function PotdBody({ onSolved }: { onSolved?: () => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const today = usePotdToday();
  const [selected, setSelected] = useState<string | null>(null);
  const { submit, submitting } = usePotdSubmit(onSolved);

  const notFound = today.isError && isApiError(today.error) && today.error.status === 404;
  const failedAt = today.isError && !notFound ? today.errorUpdatedAt : 0;
  // Spec §8: a failed load says so in the snackbar, once per failure.
  useEffect(() => {
    if (failedAt) snackbar.show(t('potd.errors.fetch'), 'error');
  }, [failedAt, snackbar, t]);

  if (today.isPending) return <PageSpinner label={t('potd.loading')} />;
  if (notFound)
    return (
      <EmptyState
        title={t('potd.empty.noProblem')}
        body={t('potd.empty.noProblemBody')}
        action={
          <Link to="/quiz" className={buttonClasses('secondary')}>
            {t('potd.empty.toQuizzes')}
          </Link>
        }
      />
    );
  if (today.isError)
    return (
      <Alert variant="error">
        <p>{t('potd.errors.fetch')}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void today.refetch()}>
          {t('potd.errors.retry')}
        </Button>
      </Alert>
    );

  const { streak, problem, alreadySolved, tries } = today.data;
  return (
    <>
      <StreakCards current={streak.current} max={streak.max} />
      {problem === null ? (
        <EmptyState title={t('potd.empty.workingTitle')} body={t('potd.empty.workingBody')} />
      ) : (
        <>
          <ProblemView
            problem={problem}
            solved={alreadySolved}
            tries={tries}
            selected={selected}
            onSelect={setSelected}
            onSubmit={() => submit(selected)}
            submitting={submitting}
          />
          {alreadySolved && <CompletedPanel streak={streak.current} />}
        </>
      )}
    </>
  );
}
