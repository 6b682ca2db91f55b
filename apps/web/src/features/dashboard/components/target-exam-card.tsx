import { examName, type TargetExamSummary } from '@abhyas/core';
import { Goal, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useTargetExamSummary } from '../api/get-target-exam';

type Lang = 'hi' | 'en';

/** The hall of the next set, in the reader's language when the set has it (as the set list links). */
function nextSetPath(next: NonNullable<TargetExamSummary['nextSet']>, lang: Lang) {
  const language = next.languages.includes(lang) ? lang : (next.languages[0] ?? lang);
  return `/exams/${next.seriesId}/${next.setId}?lang=${language}`;
}

const changeLink = 'font-semibold text-primary-700 underline-offset-4 hover:underline';

/**
 * "Your exam" (issue 17, docs/first-visit.md): the exam the student named, the next test of it and
 * how many they have taken, with a way to change it; without one, an invitation to name it.
 */
export function TargetExamCard({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const query = useTargetExamSummary();
  if (!query.data) return null;
  const { targetExam, nextSet, setCount, takenCount } = query.data;

  if (targetExam === null)
    return (
      <Card aria-labelledby="target-exam-title" className="flex flex-col gap-3">
        <h2 id="target-exam-title" className="flex items-center gap-2 text-xl font-semibold">
          <Goal aria-hidden="true" className="size-6 text-primary-700" />
          {t('onboarding.card.chooseTitle')}
        </h2>
        <p className="leading-relaxed text-slate-700">{t('onboarding.card.chooseBody')}</p>
        <Link to="/target-exam?from=%2Fquiz-dashboard" className={buttonClasses('secondary', true)}>
          {t('onboarding.card.choose')}
        </Link>
      </Card>
    );

  return (
    <Card aria-labelledby="target-exam-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div>
          <h2 id="target-exam-title" className="text-sm font-semibold text-accent-800">
            {t('onboarding.card.title')}
          </h2>
          <p className="flex items-center gap-2 text-2xl font-semibold text-slate-900">
            <Goal aria-hidden="true" className="size-6 text-primary-700" />
            {examName(targetExam, lang)}
          </p>
          {setCount > 0 && (
            <p className="mt-1 text-sm text-slate-700">
              {t('onboarding.card.progress', { taken: takenCount, count: setCount })}
            </p>
          )}
        </div>
        <Link
          to="/target-exam?from=%2Fquiz-dashboard"
          className={cn(changeLink, 'inline-flex min-h-12 items-center')}
        >
          {t('onboarding.card.change')}
        </Link>
      </div>
      {nextSet ? (
        <div className="rounded-lg border border-primary-200 bg-primary-50 p-4">
          <p className="text-sm font-semibold text-primary-800">
            {nextSet.state === 'running' ? t('onboarding.card.running') : t('onboarding.card.next')}
          </p>
          <p className="mt-1 text-lg font-semibold text-slate-900">{nextSet.title[lang]}</p>
          <p className="text-sm text-slate-700">{nextSet.seriesTitle[lang]}</p>
          <Link to={nextSetPath(nextSet, lang)} className={cn(buttonClasses('primary', true), 'mt-3')}>
            <PlayCircle aria-hidden="true" className="size-5" />
            {nextSet.state === 'running' ? t('onboarding.card.continue') : t('onboarding.card.start')}
          </Link>
        </div>
      ) : (
        <p className="leading-relaxed text-slate-700">
          {setCount > 0 ? t('onboarding.card.allDone') : t('onboarding.card.noSets')}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {setCount > 0 && (
          <Link to={`/exams?exam=${targetExam}`} className={buttonClasses('secondary')}>
            {t('onboarding.card.series')}
          </Link>
        )}
        <Link to="/quiz" className={buttonClasses(setCount > 0 ? 'ghost' : 'secondary')}>
          {t('onboarding.card.quiz')}
        </Link>
      </div>
    </Card>
  );
}
