/**
 * Debian's Chromium and the flags this machine's closed network needs (ARCHITECTURE.md §6): used by
 * the browser journeys, the build scripts and the Lighthouse benchmark alike.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
