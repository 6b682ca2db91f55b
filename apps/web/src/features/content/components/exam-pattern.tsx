import type { ExamTemplate } from '@abhyas/core';
import { useTranslation } from 'react-i18next';

function signed(value: number): string {
  return value > 0 ? `+${value}` : `−${Math.abs(value)}`;
}

/** The exam's pattern, rendered from its template (spec §9), so the page and the mock tests agree. */
export function ExamPattern({ template }: { template: ExamTemplate }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'hi';
  const rows: Array<[string, string]> = [
    [
      t('content.examBlog.pattern.duration'),
      t('content.examBlog.pattern.durationValue', { count: template.duration }),
    ],
    [t('content.examBlog.pattern.questions'), String(template.totalQuestions)],
    [t('content.examBlog.pattern.sections'), String(template.totalSections)],
    [t('content.examBlog.pattern.totalMarks'), String(template.totalMarks)],
    [t('content.examBlog.pattern.passingMarks'), String(template.passingMarks)],
    [t('content.examBlog.pattern.correct'), signed(template.markForCorrectAns)],
    [
      t('content.examBlog.pattern.wrong'),
      template.markForInCorrectAns === 0
        ? t('content.examBlog.pattern.noNegative')
        : signed(template.markForInCorrectAns),
    ],
  ];
  return (
    <section aria-labelledby="pattern-title" className="mt-8">
      <h2 id="pattern-title" className="text-xl font-semibold sm:text-2xl">
        {t('content.examBlog.pattern.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('content.examBlog.pattern.note')}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col-reverse rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-lg font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {/* No horizontal scroll: four short columns fit a 360 px phone, and names wrap. */}
      <div className="mt-4 rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm sm:text-base">
          <caption className="px-2 pt-3 text-left text-sm text-slate-700 sm:px-3">
            {template.sectionalTiming
              ? t('content.examBlog.pattern.sectionalCaption')
              : t('content.examBlog.pattern.sectionsCaption')}
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-sm text-slate-600">
              <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">
                {t('content.examBlog.pattern.section')}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 text-right font-semibold">
                {t('content.examBlog.pattern.questions')}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 text-right font-semibold">
                {t('content.examBlog.pattern.minutes')}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 text-right font-semibold">
                {t('content.examBlog.pattern.marks')}
              </th>
            </tr>
          </thead>
          <tbody>
            {template.sections.map((section) => (
              <tr key={section.sectionName} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="break-words px-2 py-2 sm:px-3 font-normal text-slate-900">
                  {lang === 'en' ? section.sectionName : section.sectionNameHi}
                </th>
                <td className="px-2 py-2 sm:px-3 text-right tabular-nums">{section.totalQuestions}</td>
                <td className="px-2 py-2 sm:px-3 text-right tabular-nums">{section.sectionDuration}</td>
                <td className="px-2 py-2 sm:px-3 text-right tabular-nums">
                  {Math.round(section.totalQuestions * section.markForCorrectAns * 100) / 100}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
