import { useEffect, useState } from 'react';

/**
 * The server's time now, ticking: the device clock plus the offset the last live response gave.
 * Ticks four times a second so the countdown's zero and the Join button open within a quarter second
 * of the server's moment, whatever the device's clock says.
 */
export function useServerNow(offsetMs: number, tickMs = 250): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    const id = setInterval(() => setNow(Date.now() + offsetMs), tickMs);
    return () => clearInterval(id);
  }, [offsetMs, tickMs]);
  return now;
}
