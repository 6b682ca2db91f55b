// STUB: layout replaces this.
export function LanguageSelectorPage() {
  return null;
}
