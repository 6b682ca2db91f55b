import type { AttemptAnalysis } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { formatMarks } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';

type Row = { label: string; value: number | null; className: string };

/**
 * Section scores as CSS bars (no chart library: every kilobyte is paid for). Bars start at zero;
 * a negative section score draws no bar but still prints its number.
 */
export function SectionChart({ analysis }: { analysis: AttemptAnalysis }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const { result, topper, average } = analysis;
  const summary = result.sections
    .map((s, i) =>
      t('exams.analysis.chartSummaryLine', {
        section: s.name[lang],
        score: formatMarks(s.score, lang),
        max: formatMarks(s.maxScore, lang),
        topper: topper ? formatMarks(topper.sections[i] ?? 0, lang) : '—',
        average: average ? formatMarks(average.sections[i] ?? 0, lang) : '—',
      }),
    )
    .join(' ');

  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="font-semibold text-slate-900">{t('exams.analysis.chartTitle')}</figcaption>
      <p className="sr-only">{summary}</p>
      <div aria-hidden="true">
        <Legend />
        <ul className="mt-3 flex flex-col gap-4">
          {result.sections.map((s, i) => {
            const rows: Row[] = [
              { label: t('exams.analysis.you'), value: s.score, className: 'bg-primary-700' },
              {
                label: t('exams.analysis.topper'),
                value: topper?.sections[i] ?? null,
                className: 'bg-accent-500',
              },
              {
                label: t('exams.analysis.average'),
                value: average?.sections[i] ?? null,
                className: 'bg-slate-400',
              },
            ];
            return (
              <li key={s.index}>
                <p className="text-sm font-semibold text-slate-800">{s.name[lang]}</p>
                {rows.map((row) => (
                  <div key={row.label} className="mt-1 flex items-center gap-2 text-sm">
                    <span className="w-16 shrink-0 truncate text-slate-600">{row.label}</span>
                    <span className="relative h-4 flex-1 rounded-sm bg-slate-100">
                      <span
                        className={`absolute inset-y-0 left-0 rounded-sm ${row.className}`}
                        style={{ width: `${barPercent(row.value, s.maxScore)}%` }}
                      />
                    </span>
                    <span className="w-12 shrink-0 text-right tabular-nums text-slate-800">
                      {row.value === null ? '—' : formatMarks(row.value, lang)}
                    </span>
                  </div>
                ))}
              </li>
            );
          })}
        </ul>
        <p className="mt-2 flex justify-between gap-2 pl-[4.5rem] pr-14 text-xs text-slate-600">
          <span>0</span>
          <span className="text-center">{t('exams.analysis.axisMarks')}</span>
          <span>100%</span>
        </p>
      </div>
    </figure>
  );
}

export function barPercent(value: number | null, max: number): number {
  if (value === null || max <= 0) return 0;
  return Math.min(100, Math.max(0, (value / max) * 100));
}

function Legend() {
  const { t } = useTranslation();
  const items = [
    ['bg-primary-700', t('exams.analysis.you')],
    ['bg-accent-500', t('exams.analysis.topper')],
    ['bg-slate-400', t('exams.analysis.average')],
  ] as const;
  return (
    <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {items.map(([color, label]) => (
        <span key={label} className="inline-flex items-center gap-1.5">
          <span className={`size-3 rounded-sm ${color}`} />
          {label}
        </span>
      ))}
    </p>
  );
}
