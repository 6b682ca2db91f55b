/**
 * The credential-stuffing bench's attack plan and HTTP client (bench/credential-stuffing.ts): which
 * name, password and address each try carries, drawn from a seeded generator so a run can be repeated,
 * and a keep-alive client that sends a sign-in from a given address (X-Forwarded-For, which the server
 * honours with TRUST_PROXY=true, as behind its reverse proxy) with an optional device cookie.
 */
import { JsonClient, type Timed } from './exam-load.ts';

export interface AttackSizes {
  /** Accounts in the database, the owner included. */
  accounts: number;
  tries: number;
  /** Attack requests in flight at once. */
  concurrency: number;
  /** The owner's sign-ins with the device cookie, spread over the attack. */
  ownerSignins: number;
  /** The owner's sign-ins on the quiet server before the attack (timed after `warmUp` more). */
  baselineSignins: number;
  warmUp: number;
}

export interface Try {
  identifier: string;
  password: string;
  address: string;
  /** A name with no account. */
  unknown: boolean;
  /** The counter the server keeps for this name: the account for a real name, the text for an unknown one. */
  key: string;
  /** The password is the account's real one (a leaked pair). */
  leaked: boolean;
}

export interface Plan {
  tries: Try[];
  /** Account numbers whose password leaked (the attacker sends it on half its tries at them). */
  leakedAccounts: number[];
  hotAccounts: number;
  unknownNames: number;
  hotUnknown: number;
  heavyAddresses: number;
  lightAddresses: number;
}

/** Usernames `cs_1` … `cs_N`; the owner is the last one, and unknown names continue the numbers. */
export const prefix = 'cs_';
export const emailOf = (n: number) => `${prefix}${n}@bench.abhyas.local`;
/** Half the names are tried by email, half by username, each always the same way (one counter). */
export const identifierOf = (n: number) => (n % 2 === 0 ? emailOf(n) : `${prefix}${n}`);

/** mulberry32: small, seeded, good enough to shuffle an attack. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const guesses = ['password', 'Password@123', 'India@123', 'qwerty123', 'abhyas2026', 'Ssc@2026', 'Welcome#1'];

/**
 * The attack: 1/3 of the tries at names with no account (half as many names as accounts), 2/3 at
 * accounts; half of them aimed at a hot tenth of each (the owner is hot), half spread over all. One
 * account in 20 of the cold ones has a leaked password, sent on half the tries at it; every other try
 * is a wrong password. A fifth of the tries come from a few heavy addresses (100 tries each), the
 * rest from many light ones (about 4 each).
 */
export function attackPlan(s: AttackSizes, sharedPassword: string, seed: number): Plan {
  const rnd = seeded(seed);
  const pick = (n: number) => Math.floor(rnd() * n);
  const owner = s.accounts;
  const hotAccounts = Math.max(2, Math.round(s.accounts / 10));
  const unknownNames = Math.round(s.accounts / 2);
  const hotUnknown = Math.max(1, Math.round(unknownNames / 10));
  const heavyAddresses = Math.max(1, Math.round((s.tries * 0.2) / 100));
  const lightAddresses = Math.max(1, Math.round((s.tries * 0.8) / 4));
  // Hot accounts: 1 … hotAccounts-1 and the owner. Leaked: every 20th cold account, never the owner.
  const leakedAccounts: number[] = [];
  for (let n = hotAccounts + 10; n < owner; n += 20) leakedAccounts.push(n);
  const leaked = new Set(leakedAccounts);
  const tries: Try[] = [];
  for (let i = 0; i < s.tries; i++) {
    const unknown = rnd() < 1 / 3;
    const hot = rnd() < 0.5;
    let n: number;
    if (unknown) n = s.accounts + 1 + (hot ? pick(hotUnknown) : pick(unknownNames));
    else if (hot) n = pick(hotAccounts) === 0 ? owner : 1 + pick(hotAccounts - 1);
    else n = 1 + pick(s.accounts);
    const isLeaked = !unknown && leaked.has(n) && rnd() < 0.5;
    const password = isLeaked
      ? sharedPassword
      : `${guesses[pick(guesses.length)]}${rnd() < 0.5 ? '' : String(pick(10_000))}`;
    const address =
      rnd() < 0.2 ? `198.51.100.${1 + pick(heavyAddresses)}` : lightAddress(1 + pick(lightAddresses));
    const identifier = identifierOf(n);
    tries.push({
      identifier,
      password,
      address,
      unknown,
      key: unknown ? `name:${identifier}` : `account:${n}`,
      leaked: isLeaked,
    });
  }
  return { tries, leakedAccounts, hotAccounts, unknownNames, hotUnknown, heavyAddresses, lightAddresses };
}

const lightAddress = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** One answer to a try: exam-load's timed answer, headers included (they must not tell names apart). */
export type Answer = Timed;

/** exam-load's keep-alive client; each request says which address it comes from. */
export class SigninClient {
  private readonly client: JsonClient;

  constructor(base: string, maxSockets: number) {
    this.client = new JsonClient(base, maxSockets);
  }

  post(pathname: string, body: unknown, address: string, cookie?: string): Promise<Answer> {
    return this.client.request('POST', pathname, body, undefined, {
      'x-forwarded-for': address,
      ...(cookie ? { cookie } : {}),
    });
  }

  close(): void {
    this.client.close();
  }
}

export function deviceCookieOf(answer: Answer, cookieName: string): string | undefined {
  for (const line of answer.headers['set-cookie'] ?? []) {
    const [pair] = line.split(';');
    if (pair?.startsWith(`${cookieName}=`)) return pair;
  }
  return undefined;
}

/** Headers that differ on every answer whatever it says. */
const perAnswer = new Set(['date', 'x-request-id', 'content-length', 'keep-alive', 'connection']);

/**
 * What an answer tells a guesser apart from its timing: the status, the error's code and message, the
 * names of its fields and details (not their values: a retry time), and the names of its headers.
 */
export function signature(a: Answer): string {
  const error = (a.body as { error?: Record<string, unknown> } | null)?.error;
  const details = error?.details as Record<string, unknown> | undefined;
  const fields = Object.keys(error ?? {}).sort();
  const detailKeys = Object.keys(details ?? {}).sort();
  const headers = Object.keys(a.headers)
    .filter((h) => !perAnswer.has(h))
    .sort();
  return `${a.status} ${String(error?.code)} "${String(error?.message)}" error{${fields}} details{${detailKeys}} headers{${headers}}`;
}
