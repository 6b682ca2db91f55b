import type { AttemptResult } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { formatMarks, formatPercent, useUiLanguage } from './format';

/** Section-wise figures; the table scrolls inside its own box on a phone, never the page. */
export function SectionTable({ result }: { result: AttemptResult }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{t('exams.analysis.sections')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="p-3">
              {t('exams.analysis.section')}
            </th>
            <th scope="col" className="p-3">
              {t('exams.analysis.scoreCol')}
            </th>
            <th scope="col" className="p-3">
              {t('exams.results.correct')}
            </th>
            <th scope="col" className="p-3">
              {t('exams.results.wrong')}
            </th>
            <th scope="col" className="p-3">
              {t('exams.results.skipped')}
            </th>
            <th scope="col" className="p-3">
              {t('exams.results.accuracy')}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.sections.map((s) => {
            const tried = s.correct + s.wrong;
            return (
              <tr key={s.index} className="border-t border-slate-200">
                <th scope="row" className="p-3 font-semibold text-slate-900">
                  {s.name[lang]}
                </th>
                <td className="p-3 tabular-nums">
                  {formatMarks(s.score, lang)} / {formatMarks(s.maxScore, lang)}
                </td>
                <td className="p-3 tabular-nums">{s.correct}</td>
                <td className="p-3 tabular-nums">{s.wrong}</td>
                <td className="p-3 tabular-nums">{s.skipped}</td>
                <td className="p-3 tabular-nums">
                  {tried === 0 ? '—' : `${formatPercent((s.correct / tried) * 100, lang)}%`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
