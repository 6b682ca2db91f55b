/** Placeholder: being built in issue 4. */
export function SectionsPage() {
  return null;
}
