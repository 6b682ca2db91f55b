import { type ClockSample, clockSample } from '../lib/clock';

/** Runs a request and measures the clock offset from the `serverNow` it answers with. */
export async function timed<T extends { serverNow: string }>(
  call: () => Promise<T>,
): Promise<{ value: T; clock: ClockSample }> {
  const sentAt = Date.now();
  const value = await call();
  return { value, clock: clockSample(sentAt, Date.now(), value.serverNow) };
}
