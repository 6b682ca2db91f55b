import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chartMax, WeekChart, type WeekChartLabels } from './week-chart';

const hindi: WeekChartLabels = {
  title: 'पिछले 7 दिनों में पढ़ाई (मिनट में)',
  today: 'आज',
  summary: (total) => `पिछले 7 दिनों में कुल ${total} मिनट पढ़ाई।`,
  dayLine: (day, minutes) => `${day}: ${minutes} मिनट।`,
};

const week = {
  today: '2026-11-26',
  days: ['20', '21', '22', '23', '24', '25', '26'].map((d, i) => ({
    day: `2026-11-${d}`,
    focusMinutes: [0, 25, 50, 0, 0, 75, 10][i] ?? 0,
    sessions: 1,
  })),
  totalMinutes: 160,
};

describe('the week chart', () => {
  it('starts its bars at zero and rounds the top of the scale', () => {
    expect(chartMax([0, 0])).toBe(30);
    expect(chartMax([75])).toBe(90);
    expect(chartMax([200])).toBe(240);
  });

  it('draws one bar per day with minutes, none for an empty day, and labels days in Hindi', () => {
    render(<WeekChart week={week} lang="hi" labels={hindi} />);
    const chart = screen.getByTestId('week-chart');
    expect(chart.querySelectorAll('rect')).toHaveLength(4);
    const base = Number(chart.querySelector('line')?.getAttribute('y1'));
    for (const rect of chart.querySelectorAll('rect')) {
      expect(Number(rect.getAttribute('y')) + Number(rect.getAttribute('height'))).toBeCloseTo(base);
    }
    expect(chart).toHaveTextContent('आज');
    expect(chart).toHaveTextContent('शुक्र'); // Friday, 20 November
    expect(screen.getByTestId('week-summary')).toHaveTextContent('पिछले 7 दिनों में कुल 160 मिनट पढ़ाई।');
  });
});
