import { type RefObject, useEffect, useRef } from 'react';

/**
 * UI.md, "After every tap": when an action brings new content (the next card, a confirmation, a
 * result), move it into view and focus its heading, so a student on a 360×800 screen is never left
 * looking at the footer or the buttons they tapped. Give the heading `tabIndex={-1}`, `scroll-mt-20`
 * (the fixed header's height) and the returned ref; each time `key` changes, the heading scrolls to
 * the top of the screen and takes focus (a screen reader reads it). The first defined key is left
 * alone (`undefined` means "not ready yet"): a page that just opened or loaded is at its top, and
 * focus stays where the browser put it.
 */
export function useBringIntoView<T extends HTMLElement>(key: unknown): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  const seen = useRef<{ key: unknown } | null>(null);
  useEffect(() => {
    if (key === undefined) return;
    const before = seen.current;
    seen.current = { key };
    if (before && !Object.is(before.key, key)) bringIntoView(ref.current);
  }, [key]);
  return ref;
}

/** Scrolls an element to the top of the screen (smoothly unless the reader asks for less motion) and focuses it. */
export function bringIntoView(element: HTMLElement | null) {
  if (!element) return;
  const still =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });
}
