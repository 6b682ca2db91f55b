/** Placeholder: being built in issue 4. */
export function SeriesListPage() {
  return null;
}
