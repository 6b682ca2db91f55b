import { subjectName } from '@abhyas/core';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert } from '@/components/ui/alert';
import { type QuizChoice, startQuiz } from '@/lib/api/start-quiz';
import { errorMessage } from '@/lib/error-message';
import { aimedSubject, isDayQuiz, wholeSubject } from '@/lib/quiz-path';
import { useOnline } from '@/lib/use-online';
import { useUiLanguage } from '@/lib/use-ui-language';
import { QuizRunner } from '../components/quiz-runner';
import { QuizSetup } from '../components/quiz-setup';
import { idbQuizStore, newRecord, writeQuiz } from '../lib/quiz-store';

/**
 * /quiz/{subject}/{category}: choose length and timer, then the quiz itself, one question at a time.
 * The quiz's id goes into the address (?id=), so a reload, or a return offline, resumes it.
 */
export function QuizPage() {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const online = useOnline();
  const { subject = '', category = wholeSubject } = useParams();
  const [params, setParams] = useSearchParams();
  const quizId = params.get('id');
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const navigate = useNavigate();
  const aimed = subject === aimedSubject;
  // A day's current-affairs quiz is started on /current-affairs and leads back there.
  const day = isDayQuiz(subject, category);
  // The heading and the way back, by what kind of quiz the address names.
  const { title, back } = aimed
    ? { title: t('quizzes.home.weakTitle'), back: { to: '/quiz', label: t('quizzes.score.toQuizzes') } }
    : day
      ? {
          title: t('layout.nav.currentAffairs'),
          back: { to: '/current-affairs', label: t('layout.nav.currentAffairs') },
        }
      : {
          title: [subjectName(subject, lang), category === wholeSubject ? null : subjectName(category, lang)]
            .filter(Boolean)
            .join(' · '),
          back: { to: `/quiz/${subject}`, label: subjectName(subject, lang) },
        };

  const start = async (choice: Omit<QuizChoice, 'target'>) => {
    setStarting(true);
    setError(null);
    try {
      const target = aimed ? 'aimed' : { subject, topic: category === wholeSubject ? null : category };
      const state = await startQuiz({ ...choice, target });
      await writeQuiz(idbQuizStore, newRecord(state)).catch(() => undefined);
      setParams({ id: state.id });
    } catch (e) {
      setError(e);
    } finally {
      setStarting(false);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <PageMeta
        title={`${title} — ${t('quizzes.metaTitle')}`}
        description={t('quizzes.metaDescription')}
        path={`/quiz/${subject}/${category}`}
        noindex
      />
      <Link
        to={back.to}
        className="inline-flex min-h-12 items-center gap-2 self-start font-semibold text-primary-700"
      >
        <ArrowLeft aria-hidden className="size-5" />
        {back.label}
      </Link>
      <h1 className="text-2xl font-bold leading-snug text-primary-900">{title}</h1>
      {quizId ? (
        <QuizRunner
          key={quizId}
          quizId={quizId}
          lang={lang}
          onAgain={() => (day ? void navigate('/current-affairs') : setParams({}))}
        />
      ) : day ? (
        // No setup here: a day's quiz is chosen on the current-affairs page.
        <Navigate to="/current-affairs" replace />
      ) : (
        <>
          {aimed && <p className="leading-relaxed text-slate-700">{t('quizzes.home.weakBody')}</p>}
          {error !== null && <Alert variant="error">{errorMessage(error)}</Alert>}
          <QuizSetup online={online} starting={starting} onStart={(c) => void start(c)} />
        </>
      )}
    </div>
  );
}
