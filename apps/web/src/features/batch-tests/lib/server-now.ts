import { useEffect, useState } from 'react';

/** The server's clock, ticking every 30 s: a countdown must not trust the phone's clock. */
export function useServerNow(serverNow: string | undefined): Date {
  const [offset, setOffset] = useState(0);
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    if (serverNow) setOffset(new Date(serverNow).getTime() - Date.now());
  }, [serverNow]);
  useEffect(() => {
    const id = setInterval(() => setTick(Date.now()), 30_000);
    return () => clearInterval(id);
  }, []);
  return new Date(tick + offset);
}

/** Open tests first, then the coming ones, then the closed. */
export const statusOrder = { open: 0, upcoming: 1, closed: 2 } as const;
