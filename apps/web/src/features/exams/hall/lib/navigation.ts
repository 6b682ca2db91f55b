import type { HallQuestion } from '@abhyas/core';

/** The question after `index`: the next one of the section, then the next section's first (or the first of all). */
export function nextIndex(questions: readonly HallQuestion[], index: number, stayInSection: boolean): number {
  const current = questions[index];
  if (!current) return 0;
  const next = questions[index + 1];
  if (next && (!stayInSection || next.section === current.section)) return index + 1;
  if (!stayInSection) return 0;
  return questions.findIndex((q) => q.section === current.section);
}

export function previousIndex(
  questions: readonly HallQuestion[],
  index: number,
  stayInSection: boolean,
): number {
  const current = questions[index];
  const previous = questions[index - 1];
  if (!current || !previous) return index;
  if (stayInSection && previous.section !== current.section) return index;
  return index - 1;
}

export function firstOfSection(questions: readonly HallQuestion[], section: number): number {
  return Math.max(
    0,
    questions.findIndex((q) => q.section === section),
  );
}

export function sortQuestions(questions: readonly HallQuestion[]): HallQuestion[] {
  return [...questions].sort((a, b) => a.section - b.section || a.number - b.number);
}
