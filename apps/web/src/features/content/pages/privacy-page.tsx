// STUB: content replaces this.
export function PrivacyPage() {
  return null;
}
