/** Placeholder: being built in issue 4. */
export function SetListPage() {
  return null;
}
