import {
  bankQuestionSchema,
  examTemplates,
  normaliseText,
  questionFileSchema,
  questionInputSchema,
  setFileSchema,
} from '@abhyas/core';

/**
 * Every problem of one practice-set file, as readable lines; empty when the file is good. When `seen`
 * is given, each question's normalised text is recorded there (for the bank's duplicate check).
 */
export function checkSetFile(raw: unknown, seen?: Map<string, string>, name = 'set'): string[] {
  const file = setFileSchema.safeParse(raw);
  if (!file.success) return file.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const template = examTemplates[file.data.examKey];
  const problems: string[] = [];
  const perSection = template.sections.map(() => 0);
  const inSet = new Map<string, number>();
  file.data.questions.forEach((rawQuestion, index) => {
    const n = index + 1;
    const q = questionInputSchema.safeParse(rawQuestion);
    if (!q.success) {
      for (const i of q.error.issues) problems.push(`question ${n} ${i.path.join('.')}: ${i.message}`);
      return;
    }
    if (q.data.section > template.sections.length)
      problems.push(`question ${n}: no section ${q.data.section}`);
    else perSection[q.data.section - 1] = (perSection[q.data.section - 1] ?? 0) + 1;
    const key = normaliseText(q.data.text.en);
    const earlier = inSet.get(key);
    if (earlier) problems.push(`question ${n}: same text as question ${earlier}`);
    else inSet.set(key, n);
    if (!seen?.has(key)) seen?.set(key, `${name} question ${n}`);
  });
  template.sections.forEach((section, i) => {
    if (perSection[i] !== section.totalQuestions)
      problems.push(
        `section ${i + 1} (${section.sectionName}) has ${perSection[i]} questions, the template needs ${section.totalQuestions}`,
      );
  });
  return problems;
}

/**
 * Every problem of one question-bank file (`content/questions/<subject>/*.json`): the schema, the
 * subject of each question matching its folder, and duplicates against `seen` (normalised English
 * text → where it first appeared), which the caller shares across the whole bank.
 */
export function checkQuestionFile(
  raw: unknown,
  subject: string,
  name: string,
  seen: Map<string, string>,
): string[] {
  const file = questionFileSchema.safeParse(raw);
  if (!file.success) return file.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const problems: string[] = [];
  file.data.questions.forEach((rawQuestion, index) => {
    const where = `${name} question ${index + 1}`;
    const q = bankQuestionSchema.safeParse(rawQuestion);
    if (!q.success) {
      for (const i of q.error.issues) problems.push(`${where} ${i.path.join('.')}: ${i.message}`);
      return;
    }
    if (q.data.subject !== subject)
      problems.push(`${where}: subject ${q.data.subject} in the ${subject} folder`);
    const key = normaliseText(q.data.text.en);
    const earlier = seen.get(key);
    if (earlier) problems.push(`${where}: same text as ${earlier}`);
    else seen.set(key, where);
  });
  return problems;
}
