/**
 * Charts of percentages, drawn without a chart library (only the screens that show them load them):
 * a score trend line and horizontal accuracy bars. Shared by the student dashboard and an
 * institute's dashboard and performance page; one module, so they travel in one chunk.
 */
import { intlLocale } from '@/lib/format';
import { GridLines } from './week-chart';

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

/** The chart's words, from the screen that shows it (each area owns its strings). */
export interface TrendChartLabels {
  axisY: string;
  axisX: string;
  /** The text a screen reader hears instead of the picture: every point, in order. */
  summary: string;
}

/**
 * Tests' scores as a line of percent of maximum marks, oldest left, drawn as a small SVG (no chart
 * library: only the screens that show it load it). Shared by the student dashboard and an
 * institute's student performance page. The caller names the points for screen readers.
 */
export function TrendChart({
  points,
  lang,
  labels,
}: {
  points: readonly { attemptId: string; percent: number }[];
  lang: Lang;
  labels: TrendChartLabels;
}) {
  const number = new Intl.NumberFormat(intlLocale(lang));
  const { min, max } = trendScale(points.map((p) => p.percent));
  const y = (v: number) => box.top + plotHeight * (1 - (v - min) / (max - min));
  const step = points.length > 1 ? plotWidth / (points.length - 1) : 0;
  const x = (i: number) => (points.length > 1 ? box.left + step * i : box.left + plotWidth / 2);
  const ticks = [min, ...[0, 50, 100].filter((v) => v > min)];
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="sr-only" data-testid="trend-summary">
        {labels.summary}
      </figcaption>
      <p aria-hidden="true" className="text-sm text-slate-700">
        {labels.axisY}
      </p>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${box.width} ${box.height}`}
        className="h-auto w-full"
        data-testid="trend-chart"
      >
        <GridLines
          ticks={ticks}
          y={y}
          left={box.left}
          right={box.width - box.right}
          format={(v) => number.format(v)}
          textClass="text-[13px]"
        />
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
          {labels.axisX}
        </text>
      </svg>
    </figure>
  );
}

/** One bar: a name and a whole percent; `highlight` draws it in the accent colour (the weakest). */
export interface AccuracyBar {
  key: string;
  name: string;
  accuracy: number;
  highlight?: boolean;
  /** A second line under the name (e.g. the batch's figure beside the student's). */
  note?: string;
}

/**
 * Accuracy as horizontal bars from zero to 100 %, one per subject, section or topic. Shared by the
 * student dashboard and an institute's performance page. The bars are a picture; the caller gives
 * the text a screen reader hears (`summary`).
 */
export function AccuracyBars({
  bars,
  axis,
  summary,
  testId,
  summaryTestId,
}: {
  bars: readonly AccuracyBar[];
  axis: string;
  summary: string;
  testId: string;
  summaryTestId: string;
}) {
  return (
    <figure>
      <figcaption className="sr-only" data-testid={summaryTestId}>
        {summary}
      </figcaption>
      <ul aria-hidden="true" className="flex flex-col gap-3" data-testid={testId}>
        {bars.map((b) => (
          <li key={b.key}>
            <p className="flex items-baseline justify-between gap-2 text-sm">
              <span className="min-w-0 font-semibold break-words text-slate-800">{b.name}</span>
              <span className="shrink-0 tabular-nums text-slate-800">{b.accuracy}%</span>
            </p>
            <span className="relative mt-1 block h-4 rounded-sm bg-slate-100">
              <span
                className={`absolute inset-y-0 left-0 rounded-sm ${b.highlight ? 'bg-accent-500' : 'bg-primary-700'}`}
                style={{ width: `${Math.min(100, Math.max(0, b.accuracy))}%` }}
                data-accuracy={b.accuracy}
              />
            </span>
            {b.note && <span className="mt-0.5 block text-xs text-slate-600">{b.note}</span>}
          </li>
        ))}
      </ul>
      <p aria-hidden="true" className="mt-2 flex justify-between gap-2 text-xs text-slate-600">
        <span>0</span>
        <span className="text-center">{axis}</span>
        <span>100</span>
      </p>
    </figure>
  );
}
