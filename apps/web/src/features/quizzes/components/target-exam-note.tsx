import { examName } from '@abhyas/core';
import { Goal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTargetExam } from '@/lib/api/target-exam';
import { useUiLanguage } from '@/lib/use-ui-language';

/**
 * Above the subject cards of a student who named a target exam: the server lists that exam's
 * subjects first (docs/first-visit.md), and this says so, with a way to change the exam.
 */
export function TargetExamNote() {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const target = useTargetExam();
  if (target === null) return null;
  return (
    <p className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 leading-relaxed text-slate-700">
      <span className="inline-flex items-center gap-2">
        <Goal aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
        {t('onboarding.quizzes.first', { exam: examName(target, lang) })}
      </span>
      <Link
        to="/target-exam?from=%2Fquiz"
        className="inline-flex min-h-12 items-center font-semibold text-primary-700 underline-offset-4 hover:underline"
      >
        {t('onboarding.quizzes.change')}
      </Link>
    </p>
  );
}
