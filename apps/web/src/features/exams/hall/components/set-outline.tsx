import type { SetDetail } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatMarks } from '@/lib/format';

/**
 * The sections page before the test is started: not one bare line, but the set's sections with their
 * questions (and minutes when each section has its own time), the marks, and the way in.
 */
export function SetOutline({
  set,
  pending,
  startPath,
  lang,
}: {
  set: SetDetail | undefined;
  pending: boolean;
  startPath: string;
  lang: 'hi' | 'en';
}) {
  const { t } = useTranslation();
  const start = (
    <Link to={startPath} className={buttonClasses('primary', true)}>
      {t('hall.overview.start')}
    </Link>
  );
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('hall.overview.title')}</h1>
      {set && <p className="text-lg font-semibold text-slate-900">{set.title[lang]}</p>}
      <p className="text-slate-700">{t('hall.overview.noAttempt')}</p>
      {pending ? (
        <Spinner label={t('hall.loading')} />
      ) : set ? (
        <Card className="p-4 sm:p-5">
          <p className="text-slate-700">
            {t('exams.sets.questionCount', { count: set.totalQuestions })} ·{' '}
            {t('exams.sets.minutes', { count: set.duration })} ·{' '}
            {t('exams.sets.marksValue', {
              total: formatMarks(set.totalMarks, lang),
              passing: formatMarks(set.passingMarks, lang),
            })}
          </p>
          <ul className="mt-3 divide-y divide-slate-200" data-testid="set-outline">
            {set.sections.map((s) => (
              <li
                key={s.index}
                className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-3"
              >
                <span className="font-semibold text-slate-900">{s.name[lang]}</span>
                <span className="text-slate-700">
                  {t('hall.instructions.sectionQuestions', { count: s.totalQuestions })}
                  {set.sectionalTiming &&
                    ` · ${t('hall.instructions.sectionMinutes', { minutes: s.sectionDuration })}`}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {start}
    </div>
  );
}
