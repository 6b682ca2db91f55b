import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { LoadingState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatMarks } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useAttemptResult } from '../api/get-result';
import { AttemptError, AttemptGate } from '../components/attempt-gate';
import { CutOffComparison } from '../components/cut-off-comparison';
import { ResultSummary } from '../components/result-summary';
import { RefusedAnswers } from '../hall/components/refused-answers';
import { readCarriedRefusals } from '../hall/lib/carried-refusals';

/** /exams/:examId/:setId/results?attempt=<id> */
export function ResultsPage() {
  const { t } = useTranslation();
  const { examId = '', setId = '' } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <PageMeta
        title={t('exams.results.metaTitle')}
        description={t('exams.results.metaDescription')}
        noindex
      />
      <AttemptGate seriesSlug={examId} setSlug={setId}>
        {(attemptId) => <ResultView seriesSlug={examId} setSlug={setId} attemptId={attemptId} />}
      </AttemptGate>
    </div>
  );
}

function ResultView({
  seriesSlug,
  setSlug,
  attemptId,
}: {
  seriesSlug: string;
  setSlug: string;
  attemptId: string;
}) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const result = useAttemptResult(attemptId);
  const location = useLocation();
  const navigate = useNavigate();
  // Answers the hall could not get counted before it submitted (lib/carried-refusals.ts).
  const refused = readCarriedRefusals(location.state);
  const hall = `/exams/${seriesSlug}/${setSlug}?lang=${lang}`;
  if (result.isPending) return <LoadingState />;
  if (result.isError)
    return <AttemptError error={result.error} onRetry={() => void result.refetch()} hallHref={hall} />;
  const r = result.data;

  return (
    <>
      <header>
        <p className="text-sm font-semibold text-accent-800">{t('exams.results.heading')}</p>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{r.title[lang]}</h1>
      </header>
      {refused && (
        <RefusedAnswers
          refusals={refused.refusals}
          questions={refused.questions}
          onDismiss={() => void navigate(`${location.pathname}${location.search}`, { replace: true })}
        />
      )}
      <Card className="sm:p-6">
        <ResultSummary result={r} />
      </Card>
      <CutOffComparison result={r} />
      <section aria-labelledby="sections-heading">
        <h2 id="sections-heading" className="mb-2 text-xl font-bold text-slate-900">
          {t('exams.analysis.sections')}
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2">
          {r.sections.map((s) => (
            <li key={s.index} className="rounded-lg border border-slate-200 bg-white p-3">
              <p className="font-semibold text-slate-900">{s.name[lang]}</p>
              <p className="text-sm text-slate-700">
                {t('exams.results.sectionLine', {
                  score: formatMarks(s.score, lang),
                  max: formatMarks(s.maxScore, lang),
                  correct: s.correct,
                  wrong: s.wrong,
                  skipped: s.skipped,
                })}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <nav aria-label={t('exams.results.next')} className="flex flex-col gap-2 sm:flex-row">
        <Link
          to={`/exams/${seriesSlug}/${setSlug}/analysis?attempt=${attemptId}`}
          className={buttonClasses('primary')}
        >
          {t('exams.results.toAnalysis')}
        </Link>
        <Link to={`/exam-leaderboard?set=${setSlug}`} className={buttonClasses('secondary')}>
          {t('exams.results.toLeaderboard')}
        </Link>
        <Link to={hall} className={buttonClasses('secondary')}>
          {t('exams.results.reattempt')}
        </Link>
      </nav>
    </>
  );
}
