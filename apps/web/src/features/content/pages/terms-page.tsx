// STUB: content replaces this.
export function TermsPage() {
  return null;
}
