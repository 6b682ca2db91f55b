// STUB: content replaces this.
export function ExamCardsPage() {
  return null;
}
