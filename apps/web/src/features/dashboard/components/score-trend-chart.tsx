import type { DashboardSummary } from '@abhyas/core';
import { ChevronRight, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TrendChart } from '@/components/charts/percent-charts';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime, formatMarks, formatPercent, intlLocale } from '@/lib/format';
import { resultPath } from '../lib/paths';

type Lang = 'hi' | 'en';

/**
 * The score trend over the last mock tests: a line of percent of maximum marks, oldest left, drawn
 * as a small SVG (no chart library; only this screen loads it). Axes are labelled in the chosen
 * language; a text summary reads every point for screen readers. Below it, the newest results link
 * to their result pages.
 */
export function ScoreTrendChart({ summary, lang }: { summary: DashboardSummary; lang: Lang }) {
  const { t } = useTranslation();
  const points = summary.scoreTrend;
  const date = new Intl.DateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  });
  const summaryText = [
    t('dashboard.trend.summary', { count: points.length }),
    ...points.map((p) =>
      t('dashboard.trend.point', {
        title: p.title[lang],
        date: date.format(new Date(p.submittedAt)),
        percent: formatPercent(p.percent, lang),
        score: formatMarks(p.score, lang),
        total: formatMarks(p.totalMarks, lang),
      }),
    ),
  ].join(' ');
  const recent = [...points].reverse().slice(0, 3);

  return (
    <Card aria-labelledby="trend-title" className="flex flex-col gap-3">
      <h2 id="trend-title" className="flex items-center gap-2 text-xl font-semibold">
        <TrendingUp aria-hidden="true" className="size-5 text-primary-700" />
        {t('dashboard.trend.title')}
      </h2>
      {points.length === 0 ? (
        <>
          <p className="text-slate-700">{t('dashboard.trend.empty')}</p>
          <Link to="/exams" className={buttonClasses('secondary', true)}>
            {t('dashboard.next.firstTest')}
          </Link>
        </>
      ) : (
        <TrendChart
          points={points}
          lang={lang}
          labels={{
            axisY: t('dashboard.trend.axisY'),
            axisX: t('dashboard.trend.axisX'),
            summary: summaryText,
          }}
        />
      )}
      {recent.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-900">{t('dashboard.trend.recent')}</h3>
          <ul className="mt-1 flex flex-col divide-y divide-slate-200">
            {recent.map((p) => (
              <li key={p.attemptId}>
                <Link
                  to={resultPath(p)}
                  className="flex min-h-12 items-center gap-3 py-2 focus-visible:outline-2 focus-visible:outline-primary-600"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold break-words text-primary-800">{p.title[lang]}</span>
                    <span className="block text-sm text-slate-700">
                      {t('dashboard.trend.line', {
                        score: formatMarks(p.score, lang),
                        when: formatDateTime(p.submittedAt, lang),
                      })}
                    </span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
