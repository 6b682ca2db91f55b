/** Placeholder: being built in issue 4. */
export function AnalysisPage() {
  return null;
}
