import type { DashboardAttempt } from '@abhyas/core';
import { ChevronRight, ClipboardList, PlayCircle, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime, intlLocale } from '@/lib/format';
import { useNextSteps } from '../api/get-next-steps';

type Lang = 'hi' | 'en';

/** The server already rounds marks to two decimals and never sends -0 (core displayMarks): digits only. */
const formatScore = (score: number, lang: Lang) =>
  new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 2 }).format(score);

const setPath = (a: DashboardAttempt) => `/exams/${a.seriesId}/${a.setId}`;
/** In the language the test was started in, as the set list's own link does. */
const hallPath = (a: DashboardAttempt) => `${setPath(a)}?lang=${a.language}`;
const resultPath = (a: DashboardAttempt) => `${setPath(a)}/results?attempt=${a.attemptId}`;

/**
 * The signed-in landing's next steps (issue 10): continue an unfinished test, open the test series,
 * look at recent results. Test Series is always offered, so the landing never leads nowhere.
 */
export function NextSteps() {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'hi';
  const steps = useNextSteps();
  const unfinished = steps.data?.unfinished ?? [];
  const results = steps.data?.recentResults ?? [];

  return (
    <>
      <Card aria-labelledby="next-title" className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-3">
          <h2 id="next-title" className="text-xl font-semibold">
            {t('dashboard.next.title')}
          </h2>
          {steps.isFetching && <Spinner label={t('common.loading')} className="text-primary-700" />}
        </div>
        {steps.isError && (
          <Alert variant="error">
            <p>{errorMessage(steps.error)}</p>
            <Button variant="ghost" className="-ml-3" onClick={() => void steps.refetch()}>
              {t('dashboard.retry')}
            </Button>
          </Alert>
        )}
        {unfinished.length > 0 && (
          <ul className="flex flex-col gap-3">
            {unfinished.map((a) => (
              <li key={a.attemptId} className="rounded-lg border border-accent-200 bg-accent-50 p-4">
                <p className="text-sm font-semibold text-accent-800">{t('dashboard.next.unfinished')}</p>
                <p className="mt-1 text-lg font-semibold text-slate-900">{a.title[lang]}</p>
                <p className="text-sm text-slate-700">
                  {t('dashboard.next.endsAt', { time: formatDateTime(a.deadline, lang) })}
                </p>
                <Link to={hallPath(a)} className={cn(buttonClasses('primary', true), 'mt-3')}>
                  <PlayCircle aria-hidden="true" className="size-5" />
                  {t('dashboard.next.continue')}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link to="/exams" className={buttonClasses(unfinished.length > 0 ? 'secondary' : 'primary', true)}>
          <ClipboardList aria-hidden="true" className="size-5" />
          {t('dashboard.next.testSeries')}
        </Link>
      </Card>

      <Card aria-labelledby="results-title">
        <h2 id="results-title" className="flex items-center gap-2 text-xl font-semibold">
          <Trophy aria-hidden="true" className="size-5 text-accent-600" />
          {t('dashboard.results.title')}
        </h2>
        {steps.isSuccess && results.length === 0 && (
          <p className="mt-3 text-slate-700">{t('dashboard.results.empty')}</p>
        )}
        {results.length > 0 && (
          <ul className="mt-3 flex flex-col divide-y divide-slate-200">
            {results.map((a) => (
              <li key={a.attemptId}>
                <Link
                  to={resultPath(a)}
                  className="flex min-h-12 items-center gap-3 py-3 focus-visible:outline-2 focus-visible:outline-primary-600"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-primary-800">{a.title[lang]}</span>
                    <span className="block text-sm text-slate-700">
                      {t('dashboard.results.line', {
                        score: a.score === null ? '—' : formatScore(a.score, lang),
                        when: a.submittedAt ? formatDateTime(a.submittedAt, lang) : '',
                      })}
                    </span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
