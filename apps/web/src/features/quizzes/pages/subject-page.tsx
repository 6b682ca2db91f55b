import { subjectKeys, subjectName } from '@abhyas/core';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState, LoadingState } from '@/components/page-states';
import { SampleQuestions } from '@/components/sample-questions';
import { PageMeta } from '@/components/seo/page-meta';
import { wholeSubject } from '@/lib/quiz-path';
import { useIsSignedIn } from '@/lib/session';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useTopics } from '../api/list-topics';
import { AreaCard } from '../components/area-card';
import { ErrorState } from '../components/states';

/**
 * /quiz/{subject}: a quiz of the whole subject, or of one topic (with counts and accuracy). A visitor
 * sees the topics with what a new student may practise and a few sample questions; starting a quiz
 * leads to the Login Required card (the quiz route is signed-in only).
 */
export function SubjectPage() {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const subject = useParams().subject ?? '';
  const known = (subjectKeys as readonly string[]).includes(subject);
  const visitor = !useIsSignedIn();
  const topics = useTopics(subject, visitor);
  const name = subjectName(subject, lang);
  if (!known)
    return <EmptyState title={t('quizzes.states.notFoundTitle')} body={t('quizzes.states.notFoundBody')} />;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <PageMeta
        title={t('quizzes.subject.metaTitle', { subject: name })}
        description={t('quizzes.subject.metaDescription', { subject: name })}
        path={`/quiz/${subject}`}
      />
      <Link
        to="/quiz"
        className="inline-flex min-h-12 items-center gap-2 self-start font-semibold text-primary-700"
      >
        <ArrowLeft aria-hidden className="size-5" />
        {t('quizzes.subject.back')}
      </Link>
      <h1 className="text-2xl font-bold text-primary-900 sm:text-3xl">{name}</h1>
      <Link
        to={`/quiz/${subject}/${wholeSubject}`}
        className="flex min-h-12 items-center justify-between gap-2 rounded-lg border border-primary-300 bg-primary-50 p-4 text-lg font-bold text-primary-900 hover:bg-primary-100"
      >
        {t('quizzes.subject.allTopics')}
        <ArrowRight aria-hidden className="size-5" />
      </Link>
      {/* A visitor's first look: questions to try, above the long list of topics. */}
      {visitor && <SampleQuestions subject={subject} />}
      <section aria-labelledby="quiz-topics">
        <h2 id="quiz-topics" className="mb-3 text-xl font-bold text-slate-900">
          {t('quizzes.subject.topicsTitle')}
        </h2>
        {topics.isPending ? (
          <LoadingState />
        ) : topics.isError ? (
          <ErrorState error={topics.error} onRetry={() => void topics.refetch()} />
        ) : topics.data.items.length === 0 ? (
          <EmptyState title={t('quizzes.area.noQuestions')} />
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {topics.data.items.map((area) => (
              <li key={area.key}>
                <AreaCard
                  area={area}
                  name={subjectName(area.key, lang)}
                  to={`/quiz/${subject}/${area.key}`}
                  visitor={visitor}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
