import { describe, expect, it } from 'vitest';
import { readChart } from './charts.ts';
import { generate, questionFamilies } from './generators/index.ts';

const chartFamilies = questionFamilies.filter((f) => f.key.startsWith('data-chart-'));

describe('charts in a question’s text (issue 21)', () => {
  it('reads every charted question’s chart in both languages, rows as the text gives them', () => {
    expect(chartFamilies).toHaveLength(5);
    const kinds = new Set<string>();
    for (const family of chartFamilies)
      for (let seed = 1; seed <= 200; seed += 1) {
        const q = generate(family, seed);
        const [en, hi] = [readChart(q.text.en), readChart(q.text.hi)];
        expect(en?.kind, `${family.key} ${seed}`).toBe(q.params.chart);
        expect(hi?.kind).toBe(en?.kind);
        expect(en?.rows.map((r) => r.value).join(' ')).toBe(q.params.values);
        expect(hi?.rows.map((r) => r.value)).toEqual(en?.rows.map((r) => r.value));
        if (q.params.chart === 'pie') expect(en?.rows.reduce((s, r) => s + r.value, 0)).toBe(100);
        kinds.add(String(en?.kind));
      }
    expect([...kinds].sort()).toEqual(['bar', 'line', 'pie']);
  });

  it('the five families draw one chart from one seed, and ask five different questions on it', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const texts = chartFamilies.map((f) => generate(f, seed).text.en.split('\n'));
      const charts = new Set(texts.map((lines) => lines.slice(0, -1).join('\n')));
      expect(charts.size, `seed ${seed}`).toBe(1);
      expect(new Set(texts.map((lines) => lines.at(-1))).size).toBe(5);
    }
  });

  it('reads nothing from a text that is not a chart', () => {
    expect(readChart('The table shows …\nShop A: 240\nShop B: 300\nShop C: 120\nWhat is …?')).toBeNull();
    expect(readChart('Bar chart: two rows are not a chart\nA: 1\nB: 2\nWhat?')).toBeNull();
    expect(readChart('Bar chart:no space\nA: 1\nB: 2\nC: 3')).toBeNull();
    expect(readChart('Pie chart: x\nA: 10\nB: ten\nC: 3')).toBeNull();
    expect(readChart('दंड आरेख: बिक्री\nक: 1\nख: 2\nग: 3\nप्रश्न?')).toEqual({
      kind: 'bar',
      title: 'बिक्री',
      rows: [
        { label: 'क', value: 1 },
        { label: 'ख', value: 2 },
        { label: 'ग', value: 3 },
      ],
    });
  });
});
