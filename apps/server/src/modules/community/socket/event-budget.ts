/**
 * A socket's event budget: a token bucket (40 at once, 10 a second after), so a flood of typing
 * events or garbage from one socket costs the server only the refusal. Per socket and in memory:
 * the message rate and daily cap that matter are counted in the database (send-limits.ts).
 */
export function eventBudget(clock: () => number, capacity = 40, perSecond = 10) {
  let tokens = capacity;
  let last = clock();
  return {
    take(): boolean {
      const now = clock();
      tokens = Math.min(capacity, tokens + ((now - last) / 1000) * perSecond);
      last = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
