/** Placeholder: being built in issue 4. */
export function ResultsPage() {
  return null;
}
