import type { Config } from '../../config.ts';
import {
  type AttemptCounters,
  slowdownAfter,
  type Taken,
  type TakeOptions,
} from '../../plugins/attempt-counters.ts';

/**
 * Sign-in limits count failures only, on three counters (docs/auth.md "Rate limits"):
 * - per address, over all accounts: one address cannot try many accounts;
 * - per account and address: an address that keeps failing is stopped for that account, while the owner
 *   signing in from another device is not;
 * - per account, over all addresses: a progressive delay (not a lockout) once many failures come in, so
 *   guessing from many addresses stays bounded. An address the account signed in from (in the last
 *   30 days) skips this one: otherwise one guess whenever the delay ends, from anywhere, keeps the owner
 *   waiting for ever (seen live: 0 of 50 sign-ins in 2.5 minutes). It still has the other two.
 * A browser holding a live device cookie for the account (device-cookies.ts) skips all three: its
 * attempts count on that cookie alone, which is refused for the rest of the window after as many failures
 * as one address may make on the account (OWASP's device cookies).
 * Each attempt is counted before the password is checked (parallel guesses cannot slip past the limit)
 * and given back when it succeeds, so only failures remain counted.
 */
export type SigninAccount = { userId: string } | { identifier: string };

/** A live device cookie the browser holds for the account the attempt names (its row id). */
export interface SigninDevice {
  id: string;
}

export interface SigninTicket {
  /** The password was right: this attempt does not count, and this address's failures on the account are forgotten. */
  succeeded(): Promise<void>;
}

export type SigninGate = (account: SigninAccount, device?: SigninDevice) => Promise<SigninTicket>;

type Refused = Extract<Taken, { ok: false }>;

/** How long a successful sign-in from an address exempts that address from the account's slowdown. */
export const KNOWN_ADDRESS_DAYS = 30;

export function signinOptions(config: Config) {
  const windowMs = config.RATE_LIMIT_WINDOW_MINUTES * 60_000;
  return {
    address: { max: config.RATE_LIMIT_SIGNIN_PER_IP, windowMs },
    pair: { max: config.RATE_LIMIT_SIGNIN_PER_ACCOUNT, windowMs },
    /** A mark set by a successful sign-in from an address: the owner's own addresses. */
    known: { max: Number.MAX_SAFE_INTEGER, windowMs: KNOWN_ADDRESS_DAYS * 24 * 60 * 60_000 },
    /** One device cookie's failures: as many as one address may make on the account, then it is locked. */
    device: { max: config.RATE_LIMIT_SIGNIN_PER_ACCOUNT, windowMs },
    account: {
      max: Number.MAX_SAFE_INTEGER,
      windowMs,
      slowdown: {
        after: config.RATE_LIMIT_SIGNIN_SLOWDOWN_AFTER,
        baseMs: 1000,
        maxMs: config.RATE_LIMIT_SIGNIN_SLOWDOWN_MAX_SECONDS * 1000,
      },
    },
  } satisfies Record<string, TakeOptions>;
}

/**
 * The gate for one request from `address`. The account is keyed by the user id when the identifier
 * names an account, so its username and email count as one; an unknown identifier is keyed by its
 * normalised text and goes through the same counters, so answers and timing do not tell them apart.
 */
export function signinGate(
  counters: AttemptCounters,
  config: Config,
  clock: () => Date,
  address: string,
  refuse: (refused: Refused) => Error,
): SigninGate {
  const opts = signinOptions(config);
  return async (account, device) => {
    const who = 'userId' in account ? `user:${account.userId}` : `name:${account.identifier}`;
    const keys = {
      address: `signin:ip:${address}`,
      pair: `signin:pair:${who}:${address}`,
      account: `signin:acct:${who}`,
    };
    const knownKey = `signin:known:${who}:${address}`;
    const now = clock().getTime();
    // A fresh 30-day mark for this address (clear first: take() keeps a running window's end).
    const markKnown = (at: number) =>
      counters.clear(knownKey).then(() => counters.take(knownKey, at, opts.known));
    if (device) {
      const deviceKey = `signin:device:${device.id}`;
      const result = await counters.take(deviceKey, now, opts.device);
      if (!result.ok) throw refuse(result);
      return {
        async succeeded() {
          await Promise.all([
            counters.clear(deviceKey),
            counters.clear(keys.pair),
            markKnown(clock().getTime()),
          ]);
        },
      };
    }
    const known = await counters.isLive(knownKey, now);
    const parts = known ? (['address', 'pair'] as const) : (['address', 'pair', 'account'] as const);
    const taken: string[] = [];
    for (const part of parts) {
      const result = await counters.take(keys[part], now, opts[part]);
      if (!result.ok) {
        // A refused attempt checks no password: it does not count anywhere.
        await Promise.all(taken.map((key) => counters.giveBack(key, now)));
        throw refuse(result);
      }
      taken.push(keys[part]);
    }
    return {
      async succeeded() {
        const at = clock().getTime();
        await Promise.all([
          counters.giveBack(keys.address, at),
          counters.clear(keys.pair),
          ...(known ? [] : [counters.giveBack(keys.account, at)]),
          markKnown(at),
        ]);
      },
    };
  };
}

/**
 * The most passwords one account can be tried with in one window, from `addresses` addresses that
 * each start fresh (docs/auth.md states it for the defaults; a test checks the running limits against it).
 */
export function signinGuessBound(config: Config, addresses: number): number {
  const { address, pair, account } = signinOptions(config);
  const perAddress = Math.min(address.max, pair.max);
  let at = 0;
  let guesses = 0;
  while (guesses < perAddress * addresses) {
    if (guesses > 0) at += slowdownAfter(guesses, account.slowdown);
    if (at >= account.windowMs) break;
    guesses += 1;
  }
  return guesses;
}
