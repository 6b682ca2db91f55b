// STUB: feedback replaces this.
export function LearningStylePage() {
  return null;
}
