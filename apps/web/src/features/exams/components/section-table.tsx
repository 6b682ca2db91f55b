import type { AttemptResult } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { formatMarks, formatPercent } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';

/**
 * Section-wise figures. Six columns do not fit a 360 px phone, and a table scrolling sideways hid
 * half of them with no cue: below the `sm` breakpoint each section is a card of its own (the table
 * is `display: none` there, so a screen reader meets the figures once), from `sm` up the table.
 */
export function SectionTable({ result }: { result: AttemptResult }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const rows = result.sections.map((s) => {
    const tried = s.correct + s.wrong;
    return {
      ...s,
      name: s.name[lang],
      marks: `${formatMarks(s.score, lang)} / ${formatMarks(s.maxScore, lang)}`,
      accuracy: tried === 0 ? '—' : `${formatPercent((s.correct / tried) * 100, lang)}%`,
    };
  });
  return (
    <>
      <ul data-testid="section-cards" className="flex flex-col gap-2 sm:hidden">
        {rows.map((s) => (
          <li key={s.index} className="rounded-lg border border-slate-200 bg-white p-3">
            <p className="flex items-baseline justify-between gap-3">
              <span className="font-semibold text-slate-900">{s.name}</span>
              <span className="shrink-0 font-semibold tabular-nums text-slate-900">{s.marks}</span>
            </p>
            <dl className="mt-2 grid grid-cols-4 gap-2 text-center text-sm">
              {(
                [
                  ['correct', s.correct],
                  ['wrong', s.wrong],
                  ['skipped', s.skipped],
                  ['accuracy', s.accuracy],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="flex flex-col-reverse rounded bg-slate-50 px-1 py-1.5">
                  <dt className="text-xs text-slate-600">{t(`exams.results.${key}`)}</dt>
                  <dd className="font-semibold tabular-nums text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden rounded-lg border border-slate-200 bg-white sm:block">
        <table className="w-full text-left text-sm">
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
            {rows.map((s) => (
              <tr key={s.index} className="border-t border-slate-200">
                <th scope="row" className="p-3 font-semibold text-slate-900">
                  {s.name}
                </th>
                <td className="p-3 tabular-nums">{s.marks}</td>
                <td className="p-3 tabular-nums">{s.correct}</td>
                <td className="p-3 tabular-nums">{s.wrong}</td>
                <td className="p-3 tabular-nums">{s.skipped}</td>
                <td className="p-3 tabular-nums">{s.accuracy}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
