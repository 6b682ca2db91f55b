// STUB: content replaces this.
export function AboutPage() {
  return null;
}
