import { type ExamKey, examTemplates } from './templates.ts';

/**
 * Marks are kept as integer thousandths ("milli-marks") while adding up: every mark in the spec has at
 * most three decimals (−0.625, 1.67, −0.33), so sums of them are exact integers and never drift the
 * way 0.1 + 0.2 does in binary floating point. Only the final figure is turned back into a number.
 */
export const MILLI = 1000;

export function toMilli(marks: number): number {
  const milli = Math.round(marks * MILLI);
  if (Math.abs(milli / MILLI - marks) > 1e-9) throw new RangeError(`${marks} has more than three decimals`);
  return milli;
}

export function fromMilli(milli: number): number {
  return milli / MILLI;
}

/** Rounds milli-marks to two decimals for display (half away from zero): −0.625 → −0.63. */
export function displayMarks(milli: number): number {
  const hundredths = Math.sign(milli) * Math.round(Math.abs(milli) / 10);
  return hundredths / 100 || 0;
}

/** Share of attempted questions answered correctly, 0–100 to two decimals; null when nothing was attempted. */
export function accuracyOf(correct: number, wrong: number): number | null {
  const attempted = correct + wrong;
  return attempted === 0 ? null : Math.round((correct / attempted) * 10000) / 100;
}

/** A score passes at or above the exam's passing marks. */
export function passedWith(examKey: ExamKey, totalMilli: number): boolean {
  return totalMilli >= toMilli(examTemplates[examKey].passingMarks);
}

export interface SectionCounts {
  correct: number;
  wrong: number;
}

export interface ScoreCounts {
  /** Exact total (the nearest double to the exact decimal). */
  total: number;
  sections: number[];
  passed: boolean;
}

function checkCounts(examKey: ExamKey, perSection: readonly SectionCounts[]): void {
  const sections = examTemplates[examKey].sections;
  if (perSection.length !== sections.length)
    throw new RangeError(`${examKey} has ${sections.length} sections, got ${perSection.length}`);
  perSection.forEach(({ correct, wrong }, i) => {
    const ok = Number.isInteger(correct) && Number.isInteger(wrong) && correct >= 0 && wrong >= 0;
    if (!ok || correct + wrong > (sections[i]?.totalQuestions ?? 0))
      throw new RangeError(
        `section ${i + 1} of ${examKey}: ${correct} correct and ${wrong} wrong is impossible`,
      );
  });
}

/** Section scores and total in milli-marks; see `scoreCounts`. */
export function scoreCountsMilli(
  examKey: ExamKey,
  perSection: readonly SectionCounts[],
): { totalMilli: number; sectionsMilli: number[]; passed: boolean } {
  checkCounts(examKey, perSection);
  const template = examTemplates[examKey];
  const sectionsMilli = perSection.map(({ correct, wrong }, i) => {
    const section = template.sections[i];
    if (!section) throw new RangeError(`no section ${i + 1}`);
    return correct * toMilli(section.markForCorrectAns) + wrong * toMilli(section.markForInCorrectAns);
  });
  const totalMilli = sectionsMilli.reduce((a, b) => a + b, 0);
  return { totalMilli, sectionsMilli, passed: passedWith(examKey, totalMilli) };
}

/**
 * The score of a test from how many answers were right and wrong in each section: + marks per
 * correct answer, − the deduction per wrong one, nothing for unattempted; pass at or above the
 * template's passing marks. Throws a RangeError for counts the template makes impossible.
 */
export function scoreCounts(examKey: ExamKey, perSection: readonly SectionCounts[]): ScoreCounts {
  const { totalMilli, sectionsMilli, passed } = scoreCountsMilli(examKey, perSection);
  return { total: fromMilli(totalMilli), sections: sectionsMilli.map(fromMilli), passed };
}

/** One question of a response sheet. `answer` is the chosen option's index, or null when none is. */
export interface SheetItem {
  section: number;
  correctOption: number;
  answer: number | null;
}

export interface SectionResult {
  correct: number;
  wrong: number;
  skipped: number;
  scoreMilli: number;
}

export interface SheetScore {
  totalMilli: number;
  sections: SectionResult[];
  correct: number;
  wrong: number;
  skipped: number;
  /** Share of attempted questions answered correctly, 0–100; null when nothing was attempted. */
  accuracy: number | null;
  passed: boolean;
}

/**
 * Scores a whole response sheet. A question counts as answered when an option is chosen, whatever its
 * review mark: "answered and marked for review" is evaluated, "marked for review" alone is not.
 */
export function scoreSheet(examKey: ExamKey, items: readonly SheetItem[]): SheetScore {
  const counts = examTemplates[examKey].sections.map(() => ({ correct: 0, wrong: 0, skipped: 0 }));
  for (const item of items) {
    const section = counts[item.section];
    if (!section) throw new RangeError(`${examKey} has no section ${item.section + 1}`);
    if (item.answer === null) section.skipped += 1;
    else if (item.answer === item.correctOption) section.correct += 1;
    else section.wrong += 1;
  }
  return scoreSectionCounts(examKey, counts);
}

/**
 * The score of a sheet already counted per section (one entry per template section): what
 * `scoreSheet` gives for the same answers. Publication counts ten thousand live sheets in SQL and
 * scores them here (docs/live-tests.md).
 */
export function scoreSectionCounts(
  examKey: ExamKey,
  counts: readonly Omit<SectionResult, 'scoreMilli'>[],
): SheetScore {
  const { totalMilli, sectionsMilli, passed } = scoreCountsMilli(examKey, counts);
  const sections: SectionResult[] = counts.map((c, i) => ({
    correct: c.correct,
    wrong: c.wrong,
    skipped: c.skipped,
    scoreMilli: sectionsMilli[i] ?? 0,
  }));
  const correct = sections.reduce((a, s) => a + s.correct, 0);
  const wrong = sections.reduce((a, s) => a + s.wrong, 0);
  const skipped = sections.reduce((a, s) => a + s.skipped, 0);
  return {
    totalMilli,
    sections,
    correct,
    wrong,
    skipped,
    accuracy: accuracyOf(correct, wrong),
    passed,
  };
}

/** The five statuses of the official question palette. */
export const paletteStatuses = [
  'notVisited',
  'notAnswered',
  'answered',
  'markedForReview',
  'answeredMarkedForReview',
] as const;
export type PaletteStatus = (typeof paletteStatuses)[number];

export function paletteStatus(visited: boolean, answer: number | null, marked: boolean): PaletteStatus {
  if (answer !== null) return marked ? 'answeredMarkedForReview' : 'answered';
  if (marked) return 'markedForReview';
  return visited ? 'notAnswered' : 'notVisited';
}

export type StatusCounts = Record<PaletteStatus, number> & { total: number };

/**
 * How many questions are in each palette status. Every question is counted exactly once, in its one
 * status, so the five numbers add up to `total`: "answered and marked for review" is its own status
 * and is never counted again under "answered" or "marked for review" (the hall's section summary and
 * submit dialog once did both: 26 of 25).
 */
export function countStatuses(statuses: Iterable<PaletteStatus>): StatusCounts {
  const counts: StatusCounts = {
    notVisited: 0,
    notAnswered: 0,
    answered: 0,
    markedForReview: 0,
    answeredMarkedForReview: 0,
    total: 0,
  };
  for (const status of statuses) {
    counts[status] += 1;
    counts.total += 1;
  }
  return counts;
}
