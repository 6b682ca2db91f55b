import { type LiveRegistration, type LiveTestItem, publishDueAt } from '@abhyas/core';

/**
 * The server's clock as this device sees it: `serverNow` from a live response minus the device's
 * time when the response arrived. The lobby adds it to `Date.now()`, so a phone whose clock runs five
 * minutes late still opens Join at the server's zero, like everyone else's.
 */
export const clockOffsetMs = (serverNowIso: string, receivedAtMs: number): number => {
  const server = Date.parse(serverNowIso);
  return Number.isFinite(server) ? server - receivedAtMs : 0;
};

/** How long after its start a joiner counts as late (and is told the minutes left). */
export const LATE_AFTER_MS = 60_000;

/**
 * What the lobby shows at a moment of server time, for the viewer: decided again on every tick, so
 * the Join button opens at zero without a request. The server still decides (a join before its
 * start is refused with LIVE_NOT_STARTED, after the window with LIVE_JOIN_CLOSED).
 */
export type LobbyState =
  | { kind: 'cancelled' }
  | { kind: 'published' }
  /** Not registered; registration is open (before the join window shuts). */
  | { kind: 'register'; msToStart: number }
  /** Registered, before the start: the countdown. */
  | { kind: 'waiting'; msToStart: number }
  /** Registered and the join window is open: Join. Late when the start passed a minute ago. */
  | { kind: 'join'; late: boolean; minutesLeft: number; msToJoinClose: number }
  /** Joined and the test runs: back into the hall. */
  | { kind: 'resume'; attemptId: string; minutesLeft: number }
  /** Submitted (or the time ran out): results come when the window closes. */
  | { kind: 'pending'; resultsAt: Date }
  /** The join window shut without this viewer joining; results still come for the others. */
  | { kind: 'missed'; resultsAt: Date };

const minutesLeft = (endsAtMs: number, now: number) => Math.max(0, Math.floor((endsAtMs - now) / 60_000));

export function lobbyState(
  test: Pick<LiveTestItem, 'phase' | 'startsAt' | 'joinClosesAt' | 'endsAt' | 'registered'>,
  registration: Pick<LiveRegistration, 'attemptId' | 'submitted'> | null,
  now: number,
): LobbyState {
  if (test.phase === 'cancelled') return { kind: 'cancelled' };
  if (test.phase === 'published') return { kind: 'published' };
  const startsAt = Date.parse(test.startsAt);
  const joinCloses = Date.parse(test.joinClosesAt);
  const endsAt = Date.parse(test.endsAt);
  const resultsAt = publishDueAt(new Date(endsAt));
  const registered = test.registered || registration !== null;
  const attemptId = registration?.attemptId ?? null;
  if (attemptId) {
    if (registration?.submitted || now >= endsAt) return { kind: 'pending', resultsAt };
    return { kind: 'resume', attemptId, minutesLeft: minutesLeft(endsAt, now) };
  }
  if (now >= joinCloses) return { kind: 'missed', resultsAt };
  if (!registered) return { kind: 'register', msToStart: Math.max(0, startsAt - now) };
  if (now < startsAt) return { kind: 'waiting', msToStart: startsAt - now };
  return {
    kind: 'join',
    late: now - startsAt >= LATE_AFTER_MS,
    minutesLeft: minutesLeft(endsAt, now),
    msToJoinClose: joinCloses - now,
  };
}

/** Hours, minutes and seconds of a countdown (never negative). */
export function countdownParts(ms: number): { d: number; h: number; m: number; s: number } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    d: Math.floor(total / 86_400),
    h: Math.floor((total % 86_400) / 3600),
    m: Math.floor((total % 3600) / 60),
    s: total % 60,
  };
}
