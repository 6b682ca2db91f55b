import type { AttemptAnalysis } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { Stat } from './stat';

/** Second thoughts: how often a first choice was changed, and how often that cost marks. */
export function AnswerChanges({ changes }: { changes: AttemptAnalysis['answerChanges'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="changes-heading">
      <h2 id="changes-heading" className="mb-2 text-xl font-bold text-slate-900">
        {t('exams.analysis.changesTitle')}
      </h2>
      <p className="mb-2 text-slate-700">
        {changes.total === 0
          ? t('exams.analysis.changesNone')
          : t('exams.analysis.changesSummary', { count: changes.total, lost: changes.rightToWrong })}
      </p>
      {changes.total > 0 && (
        <dl className="grid grid-cols-3 gap-2">
          <Stat label={t('exams.analysis.rightToWrong')} value={changes.rightToWrong} tone="bad" />
          <Stat label={t('exams.analysis.wrongToRight')} value={changes.wrongToRight} tone="good" />
          <Stat label={t('exams.analysis.wrongToWrong')} value={changes.wrongToWrong} />
        </dl>
      )}
    </section>
  );
}
