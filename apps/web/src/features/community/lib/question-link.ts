/** Where a shared question opens: the bank's page for that one question (404 there if it is hidden). */
export function questionPath(question: { questionId: string }): string {
  return `/questions/item/${encodeURIComponent(question.questionId)}`;
}
