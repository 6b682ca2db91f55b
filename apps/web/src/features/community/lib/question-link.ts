/**
 * Where a shared question opens. The bank has no page for one question yet (its pages are a topic's
 * list and a search), so the card opens the bank's search for the question's own opening words,
 * which lists it first; a page per question can replace this one function.
 */
export function questionPath(
  question: { questionId: string; preview: { hi: string; en: string } },
  lang: 'hi' | 'en',
): string {
  const words = (question.preview[lang] || question.preview.hi || question.preview.en)
    .replace(/[…\s]+/g, ' ')
    .trim()
    .slice(0, 80);
  return `/questions?q=${encodeURIComponent(words)}`;
}
