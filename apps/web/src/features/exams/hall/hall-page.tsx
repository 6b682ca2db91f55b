/** Placeholder: being built in issue 4. */
export function HallPage() {
  return null;
}
