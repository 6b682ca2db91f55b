import type { ExamKey } from '../exams/exam-keys.ts';
import { examTemplates } from '../exams/templates.ts';

/** One decimal, half away from zero (a score percent as the dashboards show it). */
export const oneDecimal = (x: number) => (Math.sign(x) * Math.round(Math.abs(x) * 10)) / 10 || 0;

/** A submitted attempt's score as a share of its exam's maximum marks (the template's total), in percent. */
export function percentOfMax(examKey: ExamKey, scoreMilli: number): number {
  return (scoreMilli / (examTemplates[examKey].totalMarks * 1000)) * 100;
}

/**
 * The mean percent of maximum marks over submitted mock tests, from per-exam sums (one grouped
 * query): Σ over exams of Σ score / max, divided by the number of tests. The student dashboard and the
 * institute dashboards (docs/institutes.md, "Dashboards") both average scores this way.
 */
export function mockAverage(groups: readonly { examKey: ExamKey; n: number; scoreMilli: number }[]) {
  const taken = groups.reduce((sum, g) => sum + g.n, 0);
  if (taken === 0) return { taken, averagePercent: null };
  const sum = groups.reduce((s, g) => s + percentOfMax(g.examKey, g.scoreMilli), 0);
  return { taken, averagePercent: oneDecimal(sum / taken) };
}
