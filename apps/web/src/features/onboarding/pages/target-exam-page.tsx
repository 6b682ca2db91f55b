import { type ExamKey, examName, targetExamGroups } from '@abhyas/core';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/api/get-me';
import { useSaveTargetExam } from '@/lib/api/target-exam';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { examStepAnswered, returnPathFrom, TARGET_EXAM_STEP } from '@/lib/navigation';

/** Where to go after answering: `?from=` when it is one of ours (not this page), else the dashboard. */
function destination(from: string | null): string {
  const path = returnPathFrom({ from });
  return path.startsWith(TARGET_EXAM_STEP) ? returnPathFrom(null) : path;
}

/**
 * "Which exam are you preparing for?" (issue 17, docs/first-visit.md): asked once after the language
 * step, and open from the avatar menu and the dashboard to change it. One tap on an exam keeps it;
 * Skip is kept too (the account remembers it was asked). Names only, never the exam's code (UI.md).
 */
export function TargetExamPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'hi';
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const me = useMe();
  const save = useSaveTargetExam();
  const headingId = useId();
  const current = me.data?.targetExam ?? null;
  // A student who already answered comes here to change it: no "Skip", but "no particular exam".
  const answered = me.data ? me.data.targetExamAskedAt !== null : false;

  function answer(exam: ExamKey | null) {
    save.mutate(exam, {
      onSuccess: () => {
        examStepAnswered();
        void navigate(destination(params.get('from')), { replace: !answered });
      },
    });
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <PageMeta title={t('onboarding.title')} description={t('onboarding.lead')} path={TARGET_EXAM_STEP} />
      <header>
        <h1 id={headingId} className="text-2xl leading-snug font-semibold text-slate-900">
          {t('onboarding.title')}
        </h1>
        <p className="mt-1 leading-relaxed text-slate-700">{t('onboarding.lead')}</p>
      </header>
      {save.isError && <Alert variant="error">{errorMessage(save.error)}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        {answered ? (
          <>
            <Button
              variant="secondary"
              disabled={save.isPending}
              onClick={() => void navigate(destination(params.get('from')))}
            >
              {t('onboarding.back')}
            </Button>
            {current !== null && (
              <Button variant="ghost" disabled={save.isPending} onClick={() => answer(null)}>
                {t('onboarding.none')}
              </Button>
            )}
          </>
        ) : (
          <Button variant="secondary" disabled={save.isPending || me.isPending} onClick={() => answer(null)}>
            {t('onboarding.skip')}
          </Button>
        )}
        {save.isPending && <Spinner label={t('onboarding.saving')} className="size-6 text-primary-700" />}
      </div>
      {targetExamGroups.map((group) => (
        <section key={group.key} aria-labelledby={`${headingId}-${group.key}`}>
          <h2 id={`${headingId}-${group.key}`} className="mb-2 text-lg font-semibold text-slate-800">
            {group.name[lang]}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {group.exams.map((exam) => {
              const chosen = exam === current;
              return (
                <li key={exam}>
                  <button
                    type="button"
                    aria-pressed={chosen}
                    disabled={save.isPending}
                    onClick={() => answer(exam)}
                    className={cn(
                      'flex min-h-14 w-full items-center justify-between gap-2 rounded-lg border-2 bg-white px-4 py-2 text-left font-semibold text-slate-900 shadow-sm transition-colors',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:opacity-60',
                      chosen
                        ? 'border-primary-700 bg-primary-50'
                        : 'border-slate-200 hover:border-primary-300',
                    )}
                  >
                    <span>{examName(exam, lang)}</span>
                    {chosen && <Check aria-hidden="true" className="size-5 shrink-0 text-primary-800" />}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
