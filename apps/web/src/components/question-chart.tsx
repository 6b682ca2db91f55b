import { readChart } from '@abhyas/core';
import { lazy, Suspense, useMemo } from 'react';

// The drawing loads only when a question has a chart: the exam hall's first load stays as it was.
const DataChart = lazy(() => import('./charts/data-chart'));

/**
 * The chart a data-interpretation question starts with (core's `readChart`: "Bar chart: …" and its
 * rows), drawn above the question's text; nothing for any other question. The text keeps the rows,
 * so the figures are there while the drawing loads and for a screen reader.
 */
export function QuestionChart({ text }: { text: string }) {
  const chart = useMemo(() => readChart(text), [text]);
  if (!chart) return null;
  return (
    <Suspense fallback={null}>
      <DataChart chart={chart} />
    </Suspense>
  );
}
