// STUB: content replaces this.
export function LandingPage() {
  return null;
}
