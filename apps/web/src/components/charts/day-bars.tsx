import { indianDayStart } from '@abhyas/core';
import { GridLines } from './week-chart';

const box = { width: 336, height: 150, left: 34, right: 6, top: 12, bottom: 26 };
const plotWidth = box.width - box.left - box.right;
const plotHeight = box.height - box.top - box.bottom;

/** A round top for a count scale: at least 4, then the next multiple of 2, 5 or 10 times a power of ten. */
export function countMax(counts: readonly number[]): number {
  const max = Math.max(0, ...counts);
  if (max <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s * 2 >= max / 2 && Math.ceil(max / s) <= 5);
  const unit = step ?? power * 10;
  return Math.ceil(max / unit) * unit;
}

/** The chart's words in the chosen language, from the screen that shows it. */
export interface DayBarsLabels {
  title: string;
  /** The screen reader's summary: the total and what the series counts. */
  summary: (total: string) => string;
  dayLine: (day: string, count: string) => string;
}

/**
 * Counts per Indian day (oldest first, today last) as thin bars: the platform admin's 30-day series
 * (sign-ups, active students, attempts, quizzes). A small SVG, no chart library; bars start at zero,
 * the first, middle and last days are named on the axis, and a text summary reads every day to a
 * screen reader in the chosen language.
 */
export function DayBars({
  series,
  lang,
  labels,
}: {
  series: readonly { day: string; count: number }[];
  lang: 'hi' | 'en';
  labels: DayBarsLabels;
}) {
  const locale = lang === 'hi' ? 'hi-IN' : 'en-IN';
  const number = new Intl.NumberFormat(locale);
  const short = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });
  const long = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'Asia/Kolkata' });
  const max = countMax(series.map((d) => d.count));
  const slot = plotWidth / Math.max(1, series.length);
  const barWidth = Math.max(2, slot * 0.7);
  const y = (count: number) => box.top + plotHeight * (1 - count / max);
  const total = series.reduce((sum, d) => sum + d.count, 0);
  const named = new Set([0, Math.floor((series.length - 1) / 2), series.length - 1]);
  const summary = [
    labels.summary(number.format(total)),
    ...series.map((d) => labels.dayLine(long.format(indianDayStart(d.day)), number.format(d.count))),
  ].join(' ');

  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="font-semibold text-slate-900">{labels.title}</figcaption>
      <p className="sr-only" data-testid="day-bars-summary">
        {summary}
      </p>
      <svg aria-hidden="true" viewBox={`0 0 ${box.width} ${box.height}`} className="h-auto w-full">
        <GridLines
          ticks={[0, max / 2, max]}
          y={y}
          left={box.left}
          right={box.width - box.right}
          format={(v) => number.format(v)}
          textClass="text-[11px]"
        />
        {series.map((d, i) => {
          const x = box.left + slot * i + (slot - barWidth) / 2;
          const top = y(d.count);
          const last = i === series.length - 1;
          return (
            <g key={d.day} data-day={d.day} data-count={d.count}>
              {d.count > 0 && (
                <rect
                  x={x}
                  y={top}
                  width={barWidth}
                  height={box.top + plotHeight - top}
                  rx={1.5}
                  className={last ? 'fill-primary-700' : 'fill-primary-300'}
                />
              )}
              {named.has(i) && (
                <text
                  x={Math.min(Math.max(x + barWidth / 2, box.left + 16), box.width - 22)}
                  y={box.height - 8}
                  textAnchor="middle"
                  className="fill-slate-600 text-[11px]"
                >
                  {short.format(indianDayStart(d.day))}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
