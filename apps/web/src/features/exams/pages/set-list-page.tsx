import type { TestLanguage } from '@abhyas/core';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { EmptyState, LoadingState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { buttonClasses } from '@/components/ui/button';
import { useIsSignedIn } from '@/lib/session';
import { useExamName } from '@/lib/use-exam-name';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useSetList } from '../api/list-sets';
import { useMySetStats } from '../api/my-set-stats';
import { TestLanguageSwitch } from '../components/language-switch';
import { ErrorState } from '../components/page-states';
import { SetCard } from '../components/set-card';

const noAttempts = { attempts: 0, bestScore: null, activeAttemptId: null, lastSubmittedAttemptId: null };

/**
 * /exams/:examId/hi|en: the practice sets of one series in one test language. Personal figures
 * are asked for only when signed in: the summary endpoint would answer a visitor with 401.
 */
export function SetListPage() {
  const { t } = useTranslation();
  const examNameOf = useExamName();
  const ui = useUiLanguage();
  const seriesSlug = useParams().examId ?? '';
  const language: TestLanguage = useLocation().pathname.endsWith('/en') ? 'en' : 'hi';
  const signedIn = useIsSignedIn();
  const list = useSetList(seriesSlug, language);
  const stats = useMySetStats(seriesSlug, signedIn);
  const statsBySet = new Map((stats.data?.items ?? []).map((s) => [s.setId, s]));
  const series = list.data?.series;
  const title = series ? series.title[ui] : t('exams.sets.title');

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <PageMeta
        title={title}
        description={series ? series.description[ui] : t('exams.series.metaDescription')}
        path={`/exams/${seriesSlug}/${language}`}
      />
      <Link to="/exams" className={`${buttonClasses('ghost')} -ml-3 self-start px-3`}>
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t('exams.sets.back')}
      </Link>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          {series && <p className="text-sm font-semibold text-accent-800">{examNameOf(series.examKey)}</p>}
          <h1 className="text-2xl font-bold text-primary-900 sm:text-3xl">{title}</h1>
          <p className="mt-1 text-slate-700">
            {t('exams.sets.lead', { language: t(`common.language.${language}`) })}
          </p>
        </div>
        <TestLanguageSwitch
          label={t('exams.sets.languageLabel')}
          value={language}
          available={series?.languages ?? ['hi', 'en']}
          hrefFor={(l) => `/exams/${seriesSlug}/${l}`}
        />
      </header>
      {signedIn && stats.isError && <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />}

      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={t('exams.sets.empty', { language: t(`common.language.${language}`) })}
          body={t('exams.sets.emptyHint')}
          action={
            <Link to="/exams" className={buttonClasses('secondary')}>
              {t('exams.sets.back')}
            </Link>
          }
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {list.data.items.map((set) => (
            <li key={set.id}>
              <SetCard
                set={set}
                language={language}
                stats={
                  signedIn && stats.data
                    ? (statsBySet.get(set.id) ?? { ...noAttempts, setId: set.id })
                    : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
