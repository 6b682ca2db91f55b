import type { LiveSummary } from '@abhyas/core';
import { GridLines } from '@/components/charts/week-chart';
import { formatMarks, intlLocale } from '@/lib/format';

const box = { width: 336, height: 200, left: 40, right: 8, top: 16, bottom: 40 };
const plotWidth = box.width - box.left - box.right;
const plotHeight = box.height - box.top - box.bottom;

/** A round top for the candidates' scale: 1, 2, 5 × a power of ten. */
export function countMax(counts: readonly number[]): number {
  const max = Math.max(1, ...counts);
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((s) => s * power >= max) ?? 10;
  return step * power;
}

export interface DistributionLabels {
  axisY: string;
  axisX: string;
  /** What a screen reader hears instead of the picture: every bucket, in order. */
  summary: string;
}

/**
 * How many candidates scored in each band of marks, as bars from zero (no chart library). The band
 * holding the student's own score is drawn in the accent colour.
 */
export function DistributionChart({
  buckets,
  mine,
  lang,
  labels,
}: {
  buckets: LiveSummary['distribution'];
  mine: number | null;
  lang: 'hi' | 'en';
  labels: DistributionLabels;
}) {
  const number = new Intl.NumberFormat(intlLocale(lang));
  const max = countMax(buckets.map((b) => b.count));
  const y = (v: number) => box.top + plotHeight * (1 - v / max);
  const slot = plotWidth / Math.max(1, buckets.length);
  const mineIndex =
    mine === null
      ? -1
      : buckets.findIndex(
          (b, i) => mine >= b.from && (mine < b.to || (i === buckets.length - 1 && mine <= b.to)),
        );
  return (
    // At most 28rem wide: the SVG's words scale with it, and on a desktop they would grow huge.
    <figure className="flex w-full max-w-md flex-col gap-1">
      <figcaption className="sr-only" data-testid="distribution-summary">
        {labels.summary}
      </figcaption>
      <p aria-hidden="true" className="text-sm text-slate-700">
        {labels.axisY}
      </p>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${box.width} ${box.height}`}
        className="h-auto w-full"
        data-testid="distribution-chart"
      >
        <GridLines
          ticks={[0, max / 2, max]}
          y={y}
          left={box.left}
          right={box.width - box.right}
          format={(v) => number.format(v)}
          textClass="text-[12px]"
        />
        {buckets.map((b, i) => {
          const top = y(b.count);
          return (
            <rect
              key={`${b.from}-${b.to}`}
              x={box.left + slot * i + slot * 0.12}
              y={top}
              width={slot * 0.76}
              height={Math.max(0, box.top + plotHeight - top)}
              rx={2}
              className={i === mineIndex ? 'fill-accent-500' : 'fill-primary-600'}
              data-mine={i === mineIndex || undefined}
            />
          );
        })}
        {buckets.map((b, i) =>
          i % 2 === 0 || buckets.length <= 6 ? (
            <text
              key={`label-${b.from}`}
              x={box.left + slot * i}
              y={box.height - box.bottom + 16}
              textAnchor="middle"
              className="fill-slate-700 text-[12px]"
            >
              {formatMarks(b.from, lang)}
            </text>
          ) : null,
        )}
      </svg>
      <p aria-hidden="true" className="text-center text-sm text-slate-700">
        {labels.axisX}
      </p>
    </figure>
  );
}
