/**
 * A charted data-interpretation question carries its chart in its own text (issue 21: bar, pie and
 * line charts), so every surface that shows a question's text shows the data, a screen reader reads
 * it, the PDF prints it, and the database keeps one question per text as it does for every other
 * (five questions on one chart differ in their last line). The format, in either language:
 *
 *   Bar chart: televisions sold by five shops in a month      (or Line graph:, Pie chart:)
 *   Shop A: 240                                               (three to eight rows of label: number)
 *   …
 *   What is the ratio of …?
 *
 * The web draws the chart above the text when `readChart` reads one; anything else is plain text.
 */
export type ChartKind = 'bar' | 'line' | 'pie';

export const chartPrefixes: Record<ChartKind, { hi: string; en: string }> = {
  bar: { hi: 'दंड आरेख:', en: 'Bar chart:' },
  line: { hi: 'रेखा ग्राफ़:', en: 'Line graph:' },
  pie: { hi: 'पाई चार्ट:', en: 'Pie chart:' },
};

export interface ReadChart {
  kind: ChartKind;
  title: string;
  rows: { label: string; value: number }[];
}

const row = /^(.{1,40}): (\d{1,6})$/;

/** The chart a question's text starts with, or null when it starts with none. */
export function readChart(text: string): ReadChart | null {
  const [first = '', ...rest] = text.split('\n');
  const kind = (Object.keys(chartPrefixes) as ChartKind[]).find((k) =>
    [chartPrefixes[k].hi, chartPrefixes[k].en].some((p) => first.startsWith(`${p} `)),
  );
  if (!kind) return null;
  const rows: ReadChart['rows'] = [];
  for (const line of rest) {
    const m = row.exec(line.trim());
    if (!m) break;
    rows.push({ label: m[1] ?? '', value: Number(m[2]) });
  }
  if (rows.length < 3 || rows.length > 8) return null;
  return { kind, title: first.slice(first.indexOf(':') + 1).trim(), rows };
}
