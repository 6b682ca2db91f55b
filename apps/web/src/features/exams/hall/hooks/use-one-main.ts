import { useEffect } from 'react';

/**
 * One `<main>` while the hall is open. The hall is portalled beside the app frame and has its own
 * `<main>` (the question); the frame's `<main id="main">` stays in the DOM behind it, inert but still
 * a second main landmark, which HTML forbids ("no more than one visible main"). It is hidden while the
 * hall covers the window (nothing in it can be seen then) and shown again when the hall closes.
 * Left alone when something else already hid it.
 */
export function useOneMain(frameMainId = 'main') {
  useEffect(() => {
    const frameMain = document.getElementById(frameMainId);
    if (!frameMain || frameMain.hidden) return;
    frameMain.hidden = true;
    return () => {
      frameMain.hidden = false;
    };
  }, [frameMainId]);
}
