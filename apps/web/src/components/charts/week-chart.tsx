import { indianDayStart } from '@abhyas/core';

const box = { width: 336, height: 196, left: 34, right: 6, top: 18, bottom: 30 };
const plotWidth = box.width - box.left - box.right;
const plotHeight = box.height - box.top - box.bottom;

/** A round top for the scale: at least half an hour, then the next 30, 60 or 120 minutes. */
export function chartMax(minutes: readonly number[]): number {
  const max = Math.max(0, ...minutes);
  const step = max <= 120 ? 30 : max <= 360 ? 60 : 120;
  return Math.max(30, Math.ceil(max / step) * step);
}

const locale = (lang: 'hi' | 'en') => (lang === 'hi' ? 'hi-IN' : 'en-IN');
const dayFormat = (lang: 'hi' | 'en', style: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale(lang), { ...style, timeZone: 'Asia/Kolkata' });

/**
 * The horizontal lines of a chart's scale with their values at the left (the zero line darker).
 * Shared by the week's bars and the percent charts (percent-charts.tsx).
 */
export function GridLines({
  ticks,
  y,
  left,
  right,
  format,
  textClass,
}: {
  ticks: readonly number[];
  y: (value: number) => number;
  left: number;
  right: number;
  format: (value: number) => string;
  textClass: string;
}) {
  return ticks.map((tick) => (
    <g key={tick}>
      <line
        x1={left}
        x2={right}
        y1={y(tick)}
        y2={y(tick)}
        className={tick === 0 ? 'stroke-slate-500' : 'stroke-slate-200'}
        strokeWidth={1}
      />
      <text x={left - 6} y={y(tick) + 4} textAnchor="end" className={`fill-slate-600 ${textClass}`}>
        {format(tick)}
      </text>
    </g>
  ));
}

/** The week as the study timer and the dashboard both read it: minutes per Indian day, today last. */
export interface ChartWeek {
  today: string;
  days: readonly { day: string; focusMinutes: number }[];
  totalMinutes: number;
}

/** The chart's words, in the chosen language, from the screen that shows it (each area owns its strings). */
export interface WeekChartLabels {
  /** The caption, naming the unit of the vertical axis ("… (minutes)"). */
  title: string;
  today: string;
  summary: (total: string) => string;
  dayLine: (day: string, minutes: string) => string;
}

/**
 * The week's focus minutes as seven bars, drawn here as a small SVG (no chart library: only the
 * screens that show it load it, the start path never does). Shared by the study timer, the
 * dashboard and the institute dashboard (students active a day, with its own `max`). Bars start at zero; the axis, the days and a text summary for screen readers are in
 * the chosen language.
 */
export function WeekChart({
  week,
  lang,
  labels,
  max: top,
}: {
  week: ChartWeek;
  lang: 'hi' | 'en';
  labels: WeekChartLabels;
  /** The top of the scale when the bars count something other than minutes (students a day). */
  max?: number;
}) {
  const max = top ?? chartMax(week.days.map((d) => d.focusMinutes));
  const slot = plotWidth / week.days.length;
  const barWidth = Math.min(30, slot * 0.6);
  const short = dayFormat(lang, { weekday: 'short' });
  const long = dayFormat(lang, { weekday: 'long', day: 'numeric', month: 'long' });
  const number = new Intl.NumberFormat(locale(lang));
  const summary = [
    labels.summary(number.format(week.totalMinutes)),
    ...week.days.map((d) =>
      labels.dayLine(long.format(indianDayStart(d.day)), number.format(d.focusMinutes)),
    ),
  ].join(' ');
  const y = (minutes: number) => box.top + plotHeight * (1 - minutes / max);

  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="font-semibold text-slate-900">{labels.title}</figcaption>
      <p className="sr-only" data-testid="week-summary">
        {summary}
      </p>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${box.width} ${box.height}`}
        className="h-auto w-full max-w-xl"
        data-testid="week-chart"
      >
        <GridLines
          ticks={[0, max / 2, max]}
          y={y}
          left={box.left}
          right={box.width - box.right}
          format={(v) => number.format(v)}
          textClass="text-[11px]"
        />
        {week.days.map((d, i) => {
          const x = box.left + slot * i + (slot - barWidth) / 2;
          const top = y(d.focusMinutes);
          const isToday = d.day === week.today;
          return (
            <g key={d.day} data-day={d.day} data-minutes={d.focusMinutes}>
              {d.focusMinutes > 0 && (
                <>
                  <rect
                    x={x}
                    y={top}
                    width={barWidth}
                    height={box.top + plotHeight - top}
                    rx={3}
                    className={isToday ? 'fill-primary-700' : 'fill-primary-300'}
                  />
                  <text
                    x={x + barWidth / 2}
                    y={top - 4}
                    textAnchor="middle"
                    className="fill-slate-800 text-[11px] font-semibold"
                  >
                    {number.format(d.focusMinutes)}
                  </text>
                </>
              )}
              <text
                x={x + barWidth / 2}
                y={box.height - 10}
                textAnchor="middle"
                className={
                  isToday ? 'fill-slate-900 text-[11px] font-semibold' : 'fill-slate-600 text-[11px]'
                }
              >
                {isToday ? labels.today : short.format(indianDayStart(d.day))}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
