/** What the composer's keydown needs to know; a React KeyboardEvent has all of it. */
export interface ComposeKey {
  key: string;
  shiftKey: boolean;
  /** KeyboardEvent.isComposing: an IME (a Devanagari keyboard) is building a syllable. */
  isComposing?: boolean;
  /** 229: the key went to the IME (older Android keyboards report composition only this way). */
  keyCode?: number;
}

/**
 * Enter sends, Shift+Enter makes a new line, and Enter while an Indian keyboard is composing
 * (between compositionstart and compositionend, or reported as keyCode 229) only ends the syllable:
 * sending then would post half a word.
 */
export function shouldSend(event: ComposeKey, composing: boolean): boolean {
  if (event.key !== 'Enter' || event.shiftKey) return false;
  if (composing || event.isComposing === true || event.keyCode === 229) return false;
  return true;
}
