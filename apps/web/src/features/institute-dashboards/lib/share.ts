/**
 * Handing a parent the report card's address (docs/institutes.md, "Parent's links"): the phone's
 * share sheet where there is one, else a WhatsApp link with the message filled in (the parent's
 * number is the sender's to pick). The server calls no outside service.
 */
export const whatsAppShareLink = (message: string) => `https://wa.me/?text=${encodeURIComponent(message)}`;

export const hasShareSheet = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** False when the sheet failed (the WhatsApp link is beside it); the sender closing it is not a failure. */
export async function openShareSheet(message: string): Promise<boolean> {
  try {
    await navigator.share({ text: message });
    return true;
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError';
  }
}

/** Copies the address; false where the browser refuses (no clipboard on plain http). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
