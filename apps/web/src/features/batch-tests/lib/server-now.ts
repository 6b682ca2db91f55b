import { useEffect, useMemo, useState } from 'react';

/**
 * The server's clock, moving on every 30 s: a countdown must not trust the phone's clock. The offset
 * is taken in the render that first sees the server's time, so no frame shows the phone's time (an
 * effect setting it after that render left one frame counting from the phone's clock).
 */
export function useServerNow(serverNow: string | undefined): Date {
  const offset = useMemo(() => (serverNow ? new Date(serverNow).getTime() - Date.now() : 0), [serverNow]);
  const [, setTick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setTick((n) => n + 1), 30_000);
    return () => clearInterval(id);
  }, []);
  return new Date(Date.now() + offset);
}

/** Open tests first, then the coming ones, then the closed. */
export const statusOrder = { open: 0, upcoming: 1, closed: 2 } as const;
