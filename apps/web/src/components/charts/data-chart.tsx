import type { ReadChart } from '@abhyas/core';
import { countMax } from './day-bars';

const box = { width: 336, height: 190, left: 40, right: 8, top: 16, bottom: 30 };
const plotWidth = box.width - box.left - box.right;
const plotHeight = box.height - box.top - box.bottom;
/** Five slices, told apart by shade and by the label beside each (never by colour alone). */
const shades = ['#1d4ed8', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#475569', '#15803d', '#a16207'];

/**
 * The chart a data-interpretation question is asked on (core's `readChart` reads it from the
 * question's text): bars, a line through the points, or a pie. Every figure is printed on the chart,
 * as exam papers print them, and the text below it lists them again; so the drawing is decoration to
 * a screen reader (`aria-hidden`), which reads the rows in the text.
 */
export default function DataChart({ chart }: { chart: ReadChart }) {
  return (
    <figure className="mb-3 max-w-md" data-testid="question-chart" data-kind={chart.kind}>
      <svg viewBox={`0 0 ${box.width} ${box.height}`} className="h-auto w-full" aria-hidden="true">
        {chart.kind === 'pie' ? <Pie rows={chart.rows} /> : <Axes chart={chart} />}
      </svg>
    </figure>
  );
}

function Axes({ chart }: { chart: ReadChart }) {
  const values = chart.rows.map((r) => r.value);
  const max = countMax(values);
  const slot = plotWidth / chart.rows.length;
  const x = (i: number) => box.left + slot * (i + 0.5);
  const y = (v: number) => box.top + plotHeight * (1 - v / max);
  const ticks = [0, max / 2, max];
  const points = chart.rows.map((r, i) => `${x(i)},${y(r.value)}`).join(' ');
  return (
    <g fontSize="11" fill="#334155">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={box.left} x2={box.width - box.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" />
          <text x={box.left - 4} y={y(t) + 4} textAnchor="end">
            {t}
          </text>
        </g>
      ))}
      {chart.kind === 'line' && <polyline points={points} fill="none" stroke="#1d4ed8" strokeWidth="2" />}
      {chart.rows.map((r, i) => (
        <g key={r.label}>
          {chart.kind === 'bar' ? (
            <rect
              x={x(i) - slot * 0.3}
              y={y(r.value)}
              width={slot * 0.6}
              height={box.top + plotHeight - y(r.value)}
              fill="#1d4ed8"
            />
          ) : (
            <circle cx={x(i)} cy={y(r.value)} r="3.5" fill="#1d4ed8" />
          )}
          {/* A white halo keeps the figure legible where the line or a grid line crosses it. */}
          <text
            x={x(i)}
            y={y(r.value) - 6}
            textAnchor="middle"
            fontWeight="600"
            fill="#0f172a"
            stroke="#fff"
            strokeWidth="3"
            paintOrder="stroke"
          >
            {r.value}
          </text>
          <text x={x(i)} y={box.height - 10} textAnchor="middle">
            {r.label}
          </text>
        </g>
      ))}
      <line x1={box.left} x2={box.width - box.right} y1={y(0)} y2={y(0)} stroke="#64748b" />
    </g>
  );
}

function Pie({ rows }: { rows: ReadChart['rows'] }) {
  const total = rows.reduce((s, r) => s + r.value, 0) || 1;
  const [cx, cy, radius] = [95, box.height / 2, 78];
  const at = (share: number) => {
    const angle = share * 2 * Math.PI - Math.PI / 2;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as const;
  };
  let start = 0;
  return (
    <g fontSize="12" fill="#0f172a">
      {rows.map((r, i) => {
        const share = r.value / total;
        const [x1, y1] = at(start);
        const [x2, y2] = at(start + share);
        start += share;
        const large = share > 0.5 ? 1 : 0;
        const shade = shades[i % shades.length];
        return (
          <g key={r.label}>
            <path
              d={`M${cx},${cy} L${x1},${y1} A${radius},${radius} 0 ${large} 1 ${x2},${y2} Z`}
              fill={shade}
              stroke="#fff"
              strokeWidth="1.5"
            />
            <rect x="196" y={22 + i * 28} width="12" height="12" fill={shade} />
            <text x="214" y={33 + i * 28}>
              {r.label}: {r.value}%
            </text>
          </g>
        );
      })}
    </g>
  );
}
