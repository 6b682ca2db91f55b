import { type PracticeArea, subjectName } from '@abhyas/core';
import { ArrowRight, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginRequiredCard } from '@/components/login-required-card';
import { LoadingState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { quizPath } from '@/lib/quiz-path';
import { useIsSignedIn } from '@/lib/session';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useSubjects } from '../api/list-subjects';
import { AreaCard } from '../components/area-card';
import { HistoryList } from '../components/history-list';
import { ReviseList } from '../components/revise-list';
import { ErrorState } from '../components/states';
import { TargetExamNote } from '../components/target-exam-note';

/**
 * /quiz: "Practise my weak topics", the subject cards, the student's quizzes and revise list. A
 * visitor sees the subject cards with what a new student may practise, and the Login Required card
 * where the student's own quizzes would be (docs/first-visit.md).
 */
export function QuizHomePage() {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const visitor = !useIsSignedIn();
  const subjects = useSubjects(visitor);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <PageMeta title={t('quizzes.metaTitle')} description={t('quizzes.metaDescription')} path="/quiz" />
      <header>
        <h1 className="text-2xl font-bold text-primary-900 sm:text-3xl">{t('quizzes.home.title')}</h1>
        <p className="mt-1 leading-relaxed text-slate-700">{t('quizzes.home.lead')}</p>
        {visitor && <p className="mt-2 leading-relaxed text-slate-700">{t('quizzes.visitor.lead')}</p>}
      </header>
      {!visitor && (
        <Link
          to={quizPath({ kind: 'aimed', subject: null, topic: null })}
          className="flex items-start gap-3 rounded-lg border border-primary-300 bg-primary-50 p-4 shadow-sm hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          <Target aria-hidden className="mt-1 size-7 shrink-0 text-primary-800" />
          <span className="flex-1">
            <span className="block text-lg font-bold text-primary-900">{t('quizzes.home.weakTitle')}</span>
            <span className="mt-1 block leading-relaxed text-slate-800">{t('quizzes.home.weakBody')}</span>
          </span>
          <ArrowRight aria-hidden className="mt-1 size-5 shrink-0 text-primary-800" />
        </Link>
      )}
      <section aria-labelledby="quiz-subjects">
        <h2 id="quiz-subjects" className="mb-3 text-xl font-bold text-slate-900">
          {t('quizzes.home.subjectsTitle')}
        </h2>
        <TargetExamNote />
        {subjects.isPending ? (
          <LoadingState />
        ) : subjects.isError ? (
          <ErrorState error={subjects.error} onRetry={() => void subjects.refetch()} />
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {(visitor ? practisableFirst(subjects.data.items) : subjects.data.items).map((area) => (
              <li key={area.key}>
                <AreaCard
                  area={area}
                  name={subjectName(area.key, lang)}
                  to={`/quiz/${area.key}`}
                  visitor={visitor}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {visitor ? (
        <LoginRequiredCard heading="h2" className="mx-auto w-full max-w-md" />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="quiz-history">
            <h2 id="quiz-history" className="mb-3 text-xl font-bold text-slate-900">
              {t('quizzes.home.historyTitle')}
            </h2>
            <HistoryList lang={lang} />
          </section>
          <section aria-labelledby="quiz-revise">
            <h2 id="quiz-revise" className="mb-3 text-xl font-bold text-slate-900">
              {t('quizzes.home.reviseTitle')}
            </h2>
            <ReviseList lang={lang} />
          </section>
        </div>
      )}
    </div>
  );
}

/** A visitor sees first the subjects a new student can practise today (docs/first-visit.md). */
const practisableFirst = (items: PracticeArea[]) =>
  [...items].sort(
    (a, b) => Number(b.generated || b.questionCount > 0) - Number(a.generated || a.questionCount > 0),
  );
