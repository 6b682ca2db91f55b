import { describe, expect, it } from 'vitest';
import { shouldSend } from './compose-keys';

describe('the composer’s Enter', () => {
  it('Enter sends; Shift+Enter is a new line; other keys do nothing', () => {
    expect(shouldSend({ key: 'Enter', shiftKey: false }, false)).toBe(true);
    expect(shouldSend({ key: 'Enter', shiftKey: true }, false)).toBe(false);
    expect(shouldSend({ key: 'a', shiftKey: false }, false)).toBe(false);
  });

  it('does not send while a Devanagari keyboard composes (events, isComposing or keyCode 229)', () => {
    expect(shouldSend({ key: 'Enter', shiftKey: false }, true)).toBe(false);
    expect(shouldSend({ key: 'Enter', shiftKey: false, isComposing: true }, false)).toBe(false);
    expect(shouldSend({ key: 'Enter', shiftKey: false, keyCode: 229 }, false)).toBe(false);
  });
});
