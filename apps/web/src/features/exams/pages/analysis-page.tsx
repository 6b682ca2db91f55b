import type { TestLanguage } from '@abhyas/core';
import { ArrowDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useAttemptAnalysis } from '../api/get-analysis';
import { AnswerChanges } from '../components/answer-changes';
import { AttemptError, AttemptGate } from '../components/attempt-gate';
import { Comparison } from '../components/comparison';
import { TestLanguageSwitch } from '../components/language-switch';
import { ResultSummary } from '../components/result-summary';
import { ReviewList } from '../components/review-list';
import { SectionChart } from '../components/section-chart';
import { SectionTable } from '../components/section-table';
import { TimeChart } from '../components/time-chart';

/** /exams/:examId/:setId/analysis?attempt=<id> */
export function AnalysisPage() {
  const { t } = useTranslation();
  const { examId = '', setId = '' } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageMeta
        title={t('exams.analysis.metaTitle')}
        description={t('exams.analysis.metaDescription')}
        noindex
      />
      <AttemptGate seriesSlug={examId} setSlug={setId}>
        {(attemptId) => <AnalysisView seriesSlug={examId} setSlug={setId} attemptId={attemptId} />}
      </AttemptGate>
    </div>
  );
}

function AnalysisView({
  seriesSlug,
  setSlug,
  attemptId,
}: {
  seriesSlug: string;
  setSlug: string;
  attemptId: string;
}) {
  const { t } = useTranslation();
  const ui = useUiLanguage();
  const [language, setLanguage] = useState<TestLanguage>(ui);
  const analysis = useAttemptAnalysis(attemptId);
  const hall = `/exams/${seriesSlug}/${setSlug}?lang=${ui}`;
  if (analysis.isPending) return <LoadingState />;
  if (analysis.isError)
    return <AttemptError error={analysis.error} onRetry={() => void analysis.refetch()} hallHref={hall} />;
  const a = analysis.data;
  const sectionNames = new Map(a.result.sections.map((s) => [s.index, s.name[language]]));
  const wrong = a.questions.filter((q) => q.outcome === 'wrong').length;
  const skipped = a.questions.filter((q) => q.outcome === 'skipped').length;

  return (
    <>
      <header>
        <p className="text-sm font-semibold text-accent-800">{t('exams.analysis.heading')}</p>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{a.result.title[ui]}</h1>
        {/* The solutions sit below the charts: on a phone, one tap takes the student straight there. */}
        <a
          href="#questions"
          className="mt-2 inline-flex min-h-12 items-center gap-1.5 font-semibold text-primary-700 underline"
        >
          <ArrowDown aria-hidden="true" className="size-4" />
          {t('exams.analysis.jumpToQuestions', { wrong, skipped })}
        </a>
      </header>
      <Card className="sm:p-6">
        <ResultSummary result={a.result} />
      </Card>

      <section aria-labelledby="sections-heading" className="flex flex-col gap-3">
        <h2 id="sections-heading" className="text-xl font-bold text-slate-900">
          {t('exams.analysis.sections')}
        </h2>
        <SectionTable result={a.result} />
        <SectionChart analysis={a} />
      </section>
      <Comparison analysis={a} />
      <TimeChart questions={a.questions} />
      <AnswerChanges changes={a.answerChanges} />

      <section
        id="questions"
        aria-labelledby="questions-heading"
        className="flex scroll-mt-20 flex-col gap-3"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="questions-heading" className="text-xl font-bold text-slate-900">
            {t('exams.analysis.questions')}
          </h2>
          <TestLanguageSwitch
            label={t('exams.analysis.languageLabel')}
            value={language}
            onChange={setLanguage}
          />
        </div>
        <ReviewList
          questions={a.questions}
          language={language}
          attemptId={attemptId}
          sectionNames={sectionNames}
        />
      </section>
      <nav aria-label={t('exams.results.next')} className="flex flex-col gap-2 sm:flex-row">
        <Link to={hall} className={buttonClasses('primary')}>
          {t('exams.results.reattempt')}
        </Link>
        <Link to={`/exam-leaderboard?set=${setSlug}`} className={buttonClasses('secondary')}>
          {t('exams.results.toLeaderboard')}
        </Link>
      </nav>
    </>
  );
}
