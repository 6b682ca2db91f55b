import {
  type CutOffYear,
  cutOffsNotShown,
  type ExamCutOffs,
  findCutOffs,
  type Localized,
} from '@abhyas/core';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMarks } from '@/lib/format';

type Lang = keyof Localized;

/**
 * The exam page's official cut-offs (issue 21, docs/cut-offs.md): the last two years the body published,
 * by category, each with the sources that reported its notice; or why none is shown. Exams with neither
 * get no section.
 */
export function CutOffs({ examId, lang }: { examId: string; lang: Lang }) {
  const { t } = useTranslation();
  const cutOffs = findCutOffs(examId);
  const absent = cutOffsNotShown[examId];
  if (!cutOffs && !absent) return null;
  return (
    <section aria-labelledby="cut-offs-title" className="mt-8">
      <h2 id="cut-offs-title" className="text-xl font-semibold sm:text-2xl">
        {t(
          cutOffs?.kind === 'qualifying'
            ? 'content.examBlog.cutOffs.qualifyingTitle'
            : 'content.examBlog.cutOffs.title',
        )}
      </h2>
      {!cutOffs ? (
        <p className="mt-2 text-slate-800">{absent?.[lang]}</p>
      ) : cutOffs.kind === 'qualifying' ? (
        <Qualifying cutOffs={cutOffs} lang={lang} />
      ) : (
        <CutOffTable cutOffs={cutOffs} lang={lang} />
      )}
      {cutOffs && <Note text={cutOffs.note[lang]} />}
    </section>
  );
}

function CutOffTable({ cutOffs, lang }: { cutOffs: ExamCutOffs; lang: Lang }) {
  const { t } = useTranslation();
  const categories = Object.keys(cutOffs.years[0]?.marks ?? {}) as (keyof CutOffYear['marks'])[];
  const head = 'px-2 py-2 sm:px-3 text-right font-semibold';
  return (
    <>
      <p className="mt-1 text-slate-700">
        {t('content.examBlog.cutOffs.paper', { paper: cutOffs.paper[lang], outOf: cutOffs.outOf })}
      </p>
      <div className="mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm sm:text-base">
          <thead>
            <tr className="border-b border-slate-200 text-sm text-slate-600">
              <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">
                {t('content.examBlog.cutOffs.category')}
              </th>
              {cutOffs.years.map((y) => (
                <th key={y.year} scope="col" className={head}>
                  {y.year}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category) => (
              <tr key={category} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="px-2 py-2 sm:px-3 font-normal text-slate-900">
                  {t(`content.examBlog.cutOffs.categories.${category}`)}
                </th>
                {cutOffs.years.map((y) => (
                  <td key={y.year} className="px-2 py-2 sm:px-3 text-right tabular-nums">
                    {y.marks[category] === undefined ? (
                      <>
                        <span aria-hidden="true">–</span>
                        <span className="sr-only">{t('content.examBlog.cutOffs.notPublished')}</span>
                      </>
                    ) : (
                      formatMarks(y.marks[category], lang)
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {cutOffs.years.map((y) => (
          <li key={y.year}>
            {y.announced
              ? t('content.examBlog.cutOffs.source', { year: y.year, date: formatDate(y.announced, lang) })
              : t('content.examBlog.cutOffs.sourceUndated', { year: y.year })}{' '}
            <Sources year={y} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** A fixed pass mark (CTET's 60 %), not a yearly cut-off: one line and its rule's source. */
function Qualifying({ cutOffs, lang }: { cutOffs: ExamCutOffs; lang: Lang }) {
  const { t } = useTranslation();
  const rule = cutOffs.years[0];
  const marks = rule?.marks.general;
  if (!rule || marks === undefined) return null;
  return (
    <>
      <p className="mt-2 text-lg font-semibold text-slate-900">
        {t('content.examBlog.cutOffs.qualifying', {
          paper: cutOffs.paper[lang],
          marks: formatMarks(marks, lang),
          outOf: cutOffs.outOf,
          percent: formatMarks((marks * 100) / cutOffs.outOf, lang),
        })}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {rule.announced &&
          `${t('content.examBlog.cutOffs.rule', { date: formatDate(rule.announced, lang) })} `}
        <Sources year={rule} />
      </p>
    </>
  );
}

function Sources({ year }: { year: CutOffYear }) {
  return year.sources.map((s, i) => (
    <span key={s.url}>
      {i > 0 && ', '}
      <a href={s.url} rel="noopener noreferrer" target="_blank" className="text-primary-800 underline">
        {s.name}
      </a>
    </span>
  ));
}

function Note({ text }: { text: string }) {
  return (
    <p className="mt-3 flex items-start gap-2 rounded-lg border border-accent-200 bg-accent-50 px-4 py-3 text-slate-800">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-800" />
      <span>{text}</span>
    </p>
  );
}
