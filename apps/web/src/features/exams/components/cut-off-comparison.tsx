import { type AttemptResult, compareWithCutOffs } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { formatMarks } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';

/**
 * A mock's score beside the newest official cut-offs of its exam (issue 21; the figures and their
 * sources are core's `officialCutOffs`, docs/cut-offs.md). Nothing for an exam without published ones.
 */
export function CutOffComparison({
  result,
}: {
  result: Pick<AttemptResult, 'examKey' | 'score' | 'totalMarks'>;
}) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const c = compareWithCutOffs(result.examKey, result.score, result.totalMarks);
  if (!c) return null;
  const marks = (n: number) => formatMarks(n, lang);
  const qualifying = c.cutOffs.kind === 'qualifying';
  return (
    <Card className="sm:p-6">
      <section aria-labelledby="cut-off-comparison-title">
        <h2 id="cut-off-comparison-title" className="text-xl font-bold text-slate-900">
          {t(qualifying ? 'exams.results.cutOffs.qualifyingTitle' : 'exams.results.cutOffs.title')}
        </h2>
        <p className="mt-1 text-slate-800">
          {c.rescaled
            ? t('exams.results.cutOffs.rescaled', {
                scaled: marks(c.scaled),
                outOf: c.cutOffs.outOf,
                score: marks(result.score),
                total: result.totalMarks,
              })
            : t('exams.results.cutOffs.score', { score: marks(c.scaled), outOf: c.cutOffs.outOf })}
        </p>
        <p className="text-sm text-slate-700">
          {t(qualifying ? 'exams.results.cutOffs.ruleOf' : 'exams.results.cutOffs.paperOf', {
            paper: c.cutOffs.paper[lang],
            year: c.year.year,
          })}
        </p>
        <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {c.rows.map((row) => (
            <li key={row.category} className="flex items-baseline justify-between gap-3 px-3 py-2">
              <span className="text-slate-900">
                {qualifying
                  ? t('exams.results.cutOffs.passMark')
                  : t(`exams.results.cutOffs.categories.${row.category}`)}{' '}
                <span className="tabular-nums text-slate-700">{marks(row.marks)}</span>
              </span>
              <span
                className={`shrink-0 font-semibold tabular-nums ${row.gap >= 0 ? 'text-success-800' : 'text-error-800'}`}
              >
                {row.gap >= 0
                  ? t('exams.results.cutOffs.above', { gap: marks(row.gap) })
                  : t('exams.results.cutOffs.below', { gap: marks(-row.gap) })}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-700">{c.cutOffs.note[lang]}</p>
        <Link
          to={`/exam/${c.cutOffs.examId}#cut-offs-title`}
          className="mt-2 inline-block text-primary-800 underline"
        >
          {t('exams.results.cutOffs.sources')}
        </Link>
      </section>
    </Card>
  );
}
