/**
 * A quiz's order once its questions are mixed (docs/quizzes.md): questions on one reading or cloze
 * passage stand together, where the first of them fell, so a student reads a passage once and answers
 * its questions in a row instead of meeting it again three questions later. Within a passage they go
 * in the order of their text, which for a cloze is the order of its blanks ("blank (1)", "blank (2)");
 * every other question keeps its place relative to the rest.
 */
export function passagesTogether<T>(
  items: readonly T[],
  passageOf: (item: T) => string | undefined,
  textOf: (item: T) => string,
): T[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const passage = passageOf(item);
    if (passage !== undefined) groups.set(passage, [...(groups.get(passage) ?? []), item]);
  }
  const out: T[] = [];
  for (const item of items) {
    const passage = passageOf(item);
    if (passage === undefined) out.push(item);
    else if (groups.has(passage)) {
      const group = groups.get(passage) ?? [];
      out.push(...[...group].sort((a, b) => textOf(a).localeCompare(textOf(b), 'en', { numeric: true })));
      groups.delete(passage);
    }
  }
  return out;
}
