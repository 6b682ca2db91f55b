import type { DashboardSummary } from '@abhyas/core';
import { ChevronRight, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime, formatMarks, formatPercent, intlLocale } from '@/lib/format';
import { resultPath } from '../lib/paths';

type Lang = 'hi' | 'en';
const box = { width: 336, height: 220, left: 40, right: 16, top: 22, bottom: 44 };
const plotWidth = box.width - box.left - box.right;
const plotHeight = box.height - box.top - box.bottom;

/**
 * The scale of the trend: 0–100 % of the maximum marks, stretched below zero only when negative
 * marking took a score there (so the zero line is always drawn and always labelled).
 */
export function trendScale(percents: readonly number[]) {
  const low = Math.min(0, ...percents);
  const min = low < 0 ? Math.floor(low / 25) * 25 : 0;
  return { min, max: 100 };
}

/**
 * The score trend over the last mock tests: a line of percent of maximum marks, oldest left, drawn
 * as a small SVG (no chart library; only this screen loads it). Axes are labelled in the chosen
 * language; a text summary reads every point for screen readers. Below it, the newest results link
 * to their result pages.
 */
export function ScoreTrendChart({ summary, lang }: { summary: DashboardSummary; lang: Lang }) {
  const { t } = useTranslation();
  const points = summary.scoreTrend;
  const number = new Intl.NumberFormat(intlLocale(lang));
  const date = new Intl.DateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  });
  const { min, max } = trendScale(points.map((p) => p.percent));
  const y = (v: number) => box.top + plotHeight * (1 - (v - min) / (max - min));
  const step = points.length > 1 ? plotWidth / (points.length - 1) : 0;
  const x = (i: number) => (points.length > 1 ? box.left + step * i : box.left + plotWidth / 2);
  const ticks = [min, ...[0, 50, 100].filter((v) => v > min)];
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
        <figure className="flex flex-col gap-1">
          <figcaption className="sr-only" data-testid="trend-summary">
            {summaryText}
          </figcaption>
          <p aria-hidden="true" className="text-sm text-slate-700">
            {t('dashboard.trend.axisY')}
          </p>
          <svg
            aria-hidden="true"
            viewBox={`0 0 ${box.width} ${box.height}`}
            className="h-auto w-full"
            data-testid="trend-chart"
          >
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={box.left}
                  x2={box.width - box.right}
                  y1={y(tick)}
                  y2={y(tick)}
                  className={tick === 0 ? 'stroke-slate-500' : 'stroke-slate-200'}
                  strokeWidth={1}
                />
                <text
                  x={box.left - 6}
                  y={y(tick) + 4}
                  textAnchor="end"
                  className="fill-slate-600 text-[13px]"
                >
                  {number.format(tick)}
                </text>
              </g>
            ))}
            {points.length > 1 && (
              <polyline
                points={points.map((p, i) => `${x(i)},${y(p.percent)}`).join(' ')}
                className="fill-none stroke-primary-700"
                strokeWidth={2.5}
                strokeLinejoin="round"
              />
            )}
            {points.map((p, i) => (
              <g key={p.attemptId} data-percent={p.percent}>
                <circle
                  cx={x(i)}
                  cy={y(p.percent)}
                  r={4}
                  className="fill-white stroke-primary-700"
                  strokeWidth={2}
                />
                <text
                  x={x(i)}
                  y={y(p.percent) - 10}
                  textAnchor="middle"
                  className="fill-slate-800 text-[13px] font-semibold"
                >
                  {number.format(Math.round(p.percent))}
                </text>
                <text x={x(i)} y={box.height - 24} textAnchor="middle" className="fill-slate-600 text-[13px]">
                  {number.format(i + 1)}
                </text>
              </g>
            ))}
            <text
              x={box.left + plotWidth / 2}
              y={box.height - 3}
              textAnchor="middle"
              className="fill-slate-700 text-[13px]"
            >
              {t('dashboard.trend.axisX')}
            </text>
          </svg>
        </figure>
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
