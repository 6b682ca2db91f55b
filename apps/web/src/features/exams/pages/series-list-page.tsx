import { type ExamKey, examName, isExamKey, type SeriesSummary, type TestLanguage } from '@abhyas/core';
import { ArrowRight, Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ExamPicker } from '@/components/exam-picker';
import { EmptyState, LoadingState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useTargetExam } from '@/lib/api/target-exam';
import { useExamName } from '@/lib/use-exam-name';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useSeriesList } from '../api/list-series';
import { ErrorState } from '../components/page-states';

/** The set list opens in the student's language when the series has it, else in the one it has. */
function listLanguage(series: SeriesSummary, preferred: TestLanguage): TestLanguage {
  return series.languages.includes(preferred) ? preferred : (series.languages[0] ?? preferred);
}

/** One series' card: its exam, title, description, set count and languages. */
function SeriesCard({
  series,
  lang,
  Heading = 'h2',
}: {
  series: SeriesSummary;
  lang: TestLanguage;
  Heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const examNameOf = useExamName();
  return (
    <Link
      to={`/exams/${series.slug}/${listLanguage(series, lang)}`}
      className="group flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-primary-300 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
    >
      <span className="text-sm font-semibold text-accent-800">{examNameOf(series.examKey)}</span>
      <Heading className="mt-1 text-xl font-bold text-slate-900">{series.title[lang]}</Heading>
      <p className="mt-1 flex-1 text-slate-700">{series.description[lang]}</p>
      <span className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1">
          <Layers aria-hidden="true" className="size-4" />
          {t('exams.series.setCount', { count: series.setCount })}
        </span>
        <span>{series.languages.map((l) => t(`common.language.${l}`)).join(' · ')}</span>
      </span>
      <span className="mt-3 inline-flex items-center gap-1 font-semibold text-primary-700 group-hover:underline">
        {t('exams.series.open')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </span>
    </Link>
  );
}

const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/**
 * The whole list for a student who named a target exam (docs/first-visit.md): that exam's series
 * first under "Your exam", then the others, so the page opens on it without hiding the rest.
 */
function TargetFirst({
  items,
  target,
  lang,
}: {
  items: SeriesSummary[];
  target: ExamKey;
  lang: TestLanguage;
}) {
  const { t } = useTranslation();
  const mine = items.filter((s) => s.examKey === target);
  const others = items.filter((s) => s.examKey !== target);
  const name = examName(target, lang);
  return (
    <>
      <section aria-labelledby="series-target" className="flex flex-col gap-3">
        <h2 id="series-target" className="text-xl font-semibold text-slate-900">
          {t('onboarding.exams.yours', { exam: name })}
        </h2>
        {mine.length === 0 ? (
          <p className="leading-relaxed text-slate-700">{t('onboarding.exams.noneYet', { exam: name })}</p>
        ) : (
          <ul className={grid}>
            {mine.map((series) => (
              <li key={series.id}>
                <SeriesCard series={series} lang={lang} Heading="h3" />
              </li>
            ))}
          </ul>
        )}
      </section>
      {others.length > 0 && (
        <section aria-labelledby="series-others" className="flex flex-col gap-3">
          <h2 id="series-others" className="text-xl font-semibold text-slate-900">
            {t('onboarding.exams.others')}
          </h2>
          <ul className={grid}>
            {others.map((series) => (
              <li key={series.id}>
                <SeriesCard series={series} lang={lang} Heading="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/**
 * /exams: every test series, filtered by exam through `?exam=KEY` so a filtered list can be shared.
 * Unfiltered, a signed-in student's target exam comes first (docs/first-visit.md).
 */
export function SeriesListPage() {
  const { t } = useTranslation();
  const examNameOf = useExamName();
  const lang = useUiLanguage();
  const [params, setParams] = useSearchParams();
  const examParam = params.get('exam');
  const exam: ExamKey | null = isExamKey(examParam) ? examParam : null;
  const list = useSeriesList(exam);
  const target = useTargetExam();
  const setExam = (next: ExamKey | null) => setParams(next ? { exam: next } : {}, { replace: true });

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <PageMeta
        title={t('exams.series.metaTitle')}
        description={t('exams.series.metaDescription')}
        path="/exams"
      />
      <header>
        <h1 className="text-2xl font-bold text-primary-900 sm:text-3xl">{t('exams.series.title')}</h1>
        <p className="mt-1 text-slate-700">{t('exams.series.lead')}</p>
      </header>
      <div className="flex items-end gap-3">
        <ExamPicker
          label={t('exams.series.filterLabel')}
          placeholder={t('exams.series.allExams')}
          value={exam}
          onChange={setExam}
          className="sm:max-w-xs"
        />
        {list.isFetching && !list.isPending && (
          <Spinner label={t('exams.states.loading')} className="mb-3.5" />
        )}
      </div>

      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={exam ? t('exams.series.emptyFiltered', { exam: examNameOf(exam) }) : t('exams.series.empty')}
          body={exam ? t('exams.series.emptyFilteredHint') : t('exams.series.emptyHint')}
          action={
            exam && (
              <Button variant="secondary" onClick={() => setExam(null)}>
                {t('exams.series.showAll')}
              </Button>
            )
          }
        />
      ) : target !== null && exam === null ? (
        <TargetFirst items={list.data.items} target={target} lang={lang} />
      ) : (
        <ul className={grid}>
          {list.data.items.map((series) => (
            <li key={series.id}>
              <SeriesCard series={series} lang={lang} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
