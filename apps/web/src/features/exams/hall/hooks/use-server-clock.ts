import { useCallback, useEffect, useRef, useState } from 'react';
import { betterSample, type ClockSample, serverNowMs } from '../lib/clock';

/** Server time, ticking every second, corrected by the best clock sample seen so far. */
export function useServerClock(initialOffsetMs: number) {
  const sample = useRef<{ clock: ClockSample; at: number }>({
    clock: { offsetMs: initialOffsetMs, roundTripMs: Number.POSITIVE_INFINITY },
    at: Date.now(),
  });
  const [now, setNow] = useState(() => serverNowMs(initialOffsetMs));

  useEffect(() => {
    const id = setInterval(() => setNow(serverNowMs(sample.current.clock.offsetMs)), 1000);
    return () => clearInterval(id);
  }, []);

  const addSample = useCallback((clock: ClockSample) => {
    const best = betterSample(sample.current.clock, clock, Date.now() - sample.current.at);
    if (best === clock) sample.current = { clock, at: Date.now() };
  }, []);

  const offset = useCallback(() => sample.current.clock.offsetMs, []);
  return { now, addSample, offset };
}
