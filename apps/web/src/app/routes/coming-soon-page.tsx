// STUB: layout replaces this.
export function ComingSoonPage() {
  return null;
}
