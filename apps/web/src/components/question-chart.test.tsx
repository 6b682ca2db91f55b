import { generate, questionFamilies } from '@abhyas/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuestionChart } from './question-chart';

/** A charted question of the kind asked, from the first seed that draws one. */
function charted(kind: string) {
  const family = questionFamilies.find((f) => f.key === 'data-chart-1');
  for (let seed = 1; family && seed < 500; seed += 1) {
    const q = generate(family, seed);
    if (q.params.chart === kind) return q;
  }
  throw new Error(`no ${kind} chart`);
}

describe('a data-interpretation question’s chart', () => {
  it('draws five bars, each with its figure and label, from the Hindi text', async () => {
    const q = charted('bar');
    const { container } = render(<QuestionChart text={q.text.hi} />);
    const figure = await screen.findByTestId('question-chart');
    expect(figure.dataset.kind).toBe('bar');
    expect(container.querySelectorAll('rect')).toHaveLength(5);
    const values = String(q.params.values).split(' ');
    const printed = [...container.querySelectorAll('text')].map((t) => t.textContent);
    for (const v of values) expect(printed).toContain(v);
    // The Hindi labels, as the Hindi text names the rows.
    expect(printed.some((t) => /दुकान|सोमवार/.test(t ?? ''))).toBe(true);
  });

  it('draws a line through five points, and a pie of five slices with a percent beside each', async () => {
    const line = render(<QuestionChart text={charted('line').text.en} />);
    expect((await line.findByTestId('question-chart')).dataset.kind).toBe('line');
    expect(line.container.querySelectorAll('circle')).toHaveLength(5);
    expect(line.container.querySelector('polyline')).not.toBeNull();
    line.unmount();
    const q = charted('pie');
    const pie = render(<QuestionChart text={q.text.en} />);
    expect((await pie.findByTestId('question-chart')).dataset.kind).toBe('pie');
    expect(pie.container.querySelectorAll('path')).toHaveLength(5);
    const first = String(q.params.values).split(' ')[0];
    expect(pie.container.textContent).toContain(`: ${first}%`);
  });

  it('draws nothing for a question without a chart (the table family, a seating puzzle)', () => {
    const table = questionFamilies.find((f) => f.key === 'data-interpretation');
    const text = table ? generate(table, 7).text.en : '';
    expect(text).toContain('The table shows');
    const { container } = render(<QuestionChart text={text} />);
    expect(container.innerHTML).toBe('');
  });
});
