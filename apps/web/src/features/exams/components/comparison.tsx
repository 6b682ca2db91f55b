import type { AttemptAnalysis } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatMarks } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';

/** You against the topper and the average of ranked first attempts, as a small real table. */
export function Comparison({ analysis }: { analysis: AttemptAnalysis }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const { result, topper, average } = analysis;
  const rows = [
    { key: 'you', label: t('exams.analysis.you'), b: result },
    { key: 'topper', label: t('exams.analysis.topper'), b: topper },
    { key: 'average', label: t('exams.analysis.average'), b: average },
  ];
  return (
    <section aria-labelledby="comparison-heading">
      <h2 id="comparison-heading" className="mb-2 text-xl font-bold text-slate-900">
        {t('exams.analysis.comparison')}
      </h2>
      {!topper && <p className="mb-2 text-sm text-slate-600">{t('exams.analysis.noBenchmark')}</p>}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-2 py-3 sm:px-3">
                <span className="sr-only">{t('exams.analysis.who')}</span>
              </th>
              <th scope="col" className="px-2 py-3 sm:px-3">
                {t('exams.analysis.scoreCol')}
              </th>
              <th scope="col" className="px-2 py-3 sm:px-3">
                {t('exams.results.correct')}
              </th>
              <th scope="col" className="px-2 py-3 sm:px-3">
                {t('exams.results.wrong')}
              </th>
              <th scope="col" className="px-2 py-3 sm:px-3">
                {t('exams.results.timeTaken')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, label, b }) => (
              <tr key={key} className="border-t border-slate-200">
                <th scope="row" className="px-2 py-3 sm:px-3 font-semibold text-slate-900">
                  {label}
                </th>
                <td className="px-2 py-3 sm:px-3 tabular-nums">{b ? formatMarks(b.score, lang) : '—'}</td>
                <td className="px-2 py-3 sm:px-3 tabular-nums">{b ? formatMarks(b.correct, lang) : '—'}</td>
                <td className="px-2 py-3 sm:px-3 tabular-nums">{b ? formatMarks(b.wrong, lang) : '—'}</td>
                <td className="px-2 py-3 sm:px-3">{b ? formatDuration(t, b.timeTakenSeconds) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
