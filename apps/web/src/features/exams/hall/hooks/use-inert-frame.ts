import { useEffect } from 'react';

/**
 * The hall covers the window but is portalled beside the app frame (#root), so without this Tab and
 * a screen reader's virtual cursor would still wander into the hidden header and page. Only #root is
 * made inert: the hall's own portal and the Radix dialogs and drawers it opens are its siblings in
 * <body> and stay usable. Left alone when something else already made the frame inert.
 */
export function useInertFrame(frameId = 'root') {
  useEffect(() => {
    const frame = document.getElementById(frameId);
    if (!frame || frame.hasAttribute('inert')) return;
    frame.setAttribute('inert', '');
    return () => frame.removeAttribute('inert');
  }, [frameId]);
}
