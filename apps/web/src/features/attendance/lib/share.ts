/**
 * "Share with a parent" (docs/attendance.md): the phone's share sheet where there is one, else a
 * WhatsApp link with the text filled in (the parent's number is the teacher's to pick). The server
 * calls no outside service; the text is made here, in the language the teacher chose.
 */
export function whatsAppLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** Whether this browser has a share sheet for text. */
export function canShareText(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * Opens the share sheet; answers false when there is none or it failed (the caller then shows the
 * WhatsApp link). The user closing the sheet is not a failure.
 */
export async function shareText(text: string): Promise<boolean> {
  if (!canShareText()) return false;
  try {
    await navigator.share({ text });
    return true;
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError';
  }
}
