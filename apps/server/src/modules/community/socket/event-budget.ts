/**
 * A user's event budget on this node, shared by their sockets (user-budgets.ts): a token bucket (40
 * at once, 10 a second after), so a flood of typing events or garbage costs the server only the
 * refusal. In memory:
 * the message rate and daily cap that matter are counted in the database (send-limits.ts).
 *
 * Kept as one number on the socket's data (the generic cell rate algorithm, which is that bucket):
 * `budgetAt` is when the bucket would next be full again if nothing more were spent, so a socket
 * carries no object or closure for it. 0 (long past) is a full bucket.
 */
const capacity = 40;
const perSecond = 10;
const interval = 1000 / perSecond;
/** How far ahead of now `budgetAt` may run: the bucket's depth less the event being taken. */
const tolerance = (capacity - 1) * interval;

export function takeEvent(state: { budgetAt: number }, now: number): boolean {
  const at = Math.max(state.budgetAt, now);
  if (at - now > tolerance) return false;
  state.budgetAt = at + interval;
  return true;
}
