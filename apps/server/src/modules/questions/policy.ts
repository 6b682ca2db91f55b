import { type ExamKey, type ExamTemplate, examKeys, examTemplates } from '@abhyas/core';
import { sectionBeyondTemplate, sectionFull, setIncomplete } from './refusals.ts';

/** The template of a stored exam key; a key the code does not know is a bug, not a request error. */
export function templateOf(examKey: string): ExamTemplate {
  if (!(examKeys as readonly string[]).includes(examKey)) throw new Error(`unknown exam ${examKey}`);
  return examTemplates[examKey as ExamKey];
}

/** Students must never meet a half-filled mock: a set is published only when it follows its template. */
export function assertPublishable(examKey: string, questionCount: number): void {
  if (questionCount !== templateOf(examKey).totalQuestions) throw setIncomplete();
}

/** The template's section (1-based) as long as it exists; its room is checked with `assertSectionHasRoom`. */
export function sectionOf(examKey: string, section: number) {
  const target = templateOf(examKey).sections[section - 1];
  if (!target) throw sectionBeyondTemplate();
  return target;
}

/** A section holds at most its template's number of questions. */
export function assertSectionHasRoom(target: { totalQuestions: number }, held: number): void {
  if (held >= target.totalQuestions) throw sectionFull();
}
