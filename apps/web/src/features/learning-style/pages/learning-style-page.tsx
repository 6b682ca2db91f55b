import {
  type LearningStyleResult,
  learningStyleAnswersSchema,
  learningStyleQuestions,
  type OptionId,
  optionIds,
  scoreLearningStyle,
} from '@abhyas/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert } from '@/components/ui/alert';
import { AppForm } from '@/components/ui/app-form';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useIsSignedIn } from '@/lib/session';
import { useMyLearningStyle } from '../api/get-my-learning-style';
import { useSaveLearningStyle } from '../api/save-learning-style';
import { ResultView } from '../components/result-view';

/** Answers of a signed-out visitor, kept for this tab so signing in can save them. */
const PENDING_KEY = 'abhyas.learningStyle.pending';

function readPending(): OptionId[] | null {
  try {
    const parsed = learningStyleAnswersSchema.safeParse({
      answers: JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null'),
    });
    return parsed.success ? parsed.data.answers : null;
  } catch {
    return null;
  }
}

export function LearningStylePage() {
  const { t, i18n } = useTranslation();
  const signedIn = useIsSignedIn();
  const saved = useMyLearningStyle();
  const save = useSaveLearningStyle();
  const [retaking, setRetaking] = useState(false);
  const [localResult, setLocalResult] = useState<{ answers: OptionId[]; result: LearningStyleResult } | null>(
    null,
  );
  const pendingSent = useRef(false);

  // Taken while signed out, then signed in: save those answers now instead of asking again.
  useEffect(() => {
    if (!signedIn || pendingSent.current) return;
    const pending = readPending();
    if (!pending) return;
    pendingSent.current = true;
    sessionStorage.removeItem(PENDING_KEY);
    setLocalResult({ answers: pending, result: scoreLearningStyle(pending) });
    save.mutate({ answers: pending });
  }, [signedIn, save]);

  function onFinished(answers: OptionId[]) {
    const result = scoreLearningStyle(answers);
    setLocalResult({ answers, result });
    setRetaking(false);
    if (signedIn) save.mutate({ answers });
    else sessionStorage.setItem(PENDING_KEY, JSON.stringify(answers));
    window.scrollTo?.({ top: 0 });
  }

  function retake() {
    setLocalResult(null);
    setRetaking(true);
    save.reset();
  }

  const meta = (
    <PageMeta
      title={t('learningStyle.meta.title')}
      description={t('learningStyle.meta.description')}
      path="/learning-style"
    />
  );

  if (signedIn && saved.isPending && !localResult) {
    return (
      <div className="flex justify-center py-16">
        {meta}
        <Spinner label={t('learningStyle.loading')} className="size-8 text-primary-700" />
      </div>
    );
  }

  // What to show: a fresh result (server's once saved), else the saved one unless retaking.
  const fromServer = save.data ?? (retaking || localResult ? null : saved.data);
  const shown = fromServer?.result ?? localResult?.result ?? null;

  return (
    <div className="mx-auto w-full max-w-2xl">
      {meta}
      <Card>
        {shown ? (
          <ResultView result={shown}>
            {!signedIn ? (
              <Alert variant="info">
                <p>{t('learningStyle.signInToSave')}</p>
                <SignInLink />
              </Alert>
            ) : save.isPending ? (
              <p className="flex items-center gap-2 text-slate-700">
                <Spinner /> …
              </p>
            ) : save.isError ? (
              <Alert variant="error">
                <p>{t('learningStyle.saveFailed')}</p>
                <Button
                  variant="secondary"
                  className="mt-2"
                  onClick={() => localResult && save.mutate({ answers: localResult.answers })}
                >
                  {t('learningStyle.retry')}
                </Button>
              </Alert>
            ) : fromServer ? (
              <Alert variant="success">
                <p>{t('learningStyle.saved')}</p>
                <p className="text-sm">
                  {t('learningStyle.savedOn', {
                    date: new Intl.DateTimeFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
                      dateStyle: 'long',
                      timeZone: 'Asia/Kolkata',
                    }).format(new Date(fromServer.updatedAt)),
                  })}
                </p>
              </Alert>
            ) : null}
            <Button variant="secondary" onClick={retake} className="self-start">
              {t('learningStyle.retake')}
            </Button>
          </ResultView>
        ) : (
          <Questionnaire onFinished={onFinished} />
        )}
      </Card>
    </div>
  );
}

function SignInLink() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Link to="/signin" state={{ from: location.pathname }} className={cn(buttonClasses('primary'), 'mt-2')}>
      {t('learningStyle.signIn')}
    </Link>
  );
}

function Questionnaire({ onFinished }: { onFinished: (answers: OptionId[]) => void }) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<(OptionId | undefined)[]>(() =>
    learningStyleQuestions.map(() => undefined),
  );
  const [showMissing, setShowMissing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const answered = answers.filter(Boolean).length;
  const total = learningStyleQuestions.length;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = learningStyleAnswersSchema.safeParse({ answers });
    if (!parsed.success) {
      setShowMissing(true);
      // Focus the first unanswered question's first option, so the student lands on it.
      const first = answers.findIndex((a) => !a);
      formRef.current?.querySelector<HTMLElement>(`[name="q-${first}"]`)?.focus();
      return;
    }
    onFinished(parsed.data.answers);
  }

  return (
    <AppForm ref={formRef} onSubmit={onSubmit} className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">{t('learningStyle.heading')}</h1>
        <p className="mt-2 leading-relaxed text-slate-700">{t('learningStyle.intro')}</p>
      </div>
      {learningStyleQuestions.map((q, i) => {
        const missing = showMissing && !answers[i];
        return (
          <fieldset
            key={q.id}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `q-${i}-error` : undefined}
            className={cn('rounded-lg border p-4', missing ? 'border-error-600' : 'border-slate-200')}
          >
            <legend className="px-1 text-sm font-semibold text-slate-600">
              {t('learningStyle.questionLabel', { number: i + 1 })}
            </legend>
            <p className="font-semibold leading-relaxed text-slate-900">
              {t(`learningStyle.questions.${q.id}.text`)}
            </p>
            <div className="mt-3 flex flex-col gap-2">
              {optionIds.map((o) => (
                <label
                  key={o}
                  className={cn(
                    'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 leading-snug',
                    'has-checked:border-primary-600 has-checked:bg-primary-50 has-focus-visible:outline-2 has-focus-visible:outline-primary-600',
                    'border-slate-300 hover:bg-slate-50',
                  )}
                >
                  <input
                    type="radio"
                    name={`q-${i}`}
                    value={o}
                    checked={answers[i] === o}
                    onChange={() => setAnswers((a) => a.map((v, j) => (j === i ? o : v)))}
                    className="size-5 shrink-0 accent-primary-700"
                  />
                  <span>{t(`learningStyle.questions.${q.id}.options.${o}`)}</span>
                </label>
              ))}
            </div>
            {missing && (
              <p id={`q-${i}-error`} className="mt-2 text-sm font-medium text-error-700">
                {t('validation.learningStyle.incomplete')}
              </p>
            )}
          </fieldset>
        );
      })}
      <div className="sticky bottom-0 -mx-5 flex flex-col gap-2 border-t border-slate-200 bg-white/95 px-5 py-3 sm:-mx-8 sm:px-8">
        <p className="text-sm text-slate-700" aria-live="polite">
          {t('learningStyle.progress', { answered, total })}
        </p>
        <Button type="submit" fullWidth>
          {t('learningStyle.submit')}
        </Button>
      </div>
    </AppForm>
  );
}
