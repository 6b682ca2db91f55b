import { examTemplates, normaliseText, questionInputSchema, setFileSchema } from '@abhyas/core';

/** Every problem of one practice-set file, as readable lines; empty when the file is good. */
export function checkSetFile(raw: unknown): string[] {
  const file = setFileSchema.safeParse(raw);
  if (!file.success) return file.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const template = examTemplates[file.data.examKey];
  const problems: string[] = [];
  const perSection = template.sections.map(() => 0);
  const seen = new Map<string, number>();
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
    const earlier = seen.get(key);
    if (earlier) problems.push(`question ${n}: same text as question ${earlier}`);
    else seen.set(key, n);
  });
  template.sections.forEach((section, i) => {
    if (perSection[i] !== section.totalQuestions)
      problems.push(
        `section ${i + 1} (${section.sectionName}) has ${perSection[i]} questions, the template needs ${section.totalQuestions}`,
      );
  });
  return problems;
}
