// The checks of bench/credential-stuffing.ts, (a) throttling and (b) no enumeration, and what they read.
import type { loadConfig } from '../../apps/server/src/config.ts';
import { signinGuessBound } from '../../apps/server/src/modules/auth/signin-limits.ts';
import { ms, percentile } from './exam-load.ts';
import { type Answer, signature, type Try } from './signin-attack.ts';
import { formatInt, formatRatio, median } from './stats.ts';

/** OWASP's minimum for argon2id (Password Storage Cheat Sheet): 19 MiB, two passes, one lane. */
export const owasp = { m: 19_456, t: 2, p: 1 };

/** `$argon2id$v=19$m=…,t=…,p=…$salt$hash` (the parameters in any order), or what is wrong with it. */
export function hashVerdict(hash: string | null): { ok: boolean; text: string } {
  const m = hash?.match(/^\$argon2id\$v=(\d+)\$([a-z]=\d+(?:,[a-z]=\d+)*)\$/);
  if (!hash || !m) return { ok: false, text: `not argon2id: ${hash?.slice(0, 30) ?? 'no hash'}` };
  const v = Number(m[1]);
  const params = Object.fromEntries((m[2] ?? '').split(',').map((kv) => kv.split('=') as [string, string]));
  const [mem, t, p] = [params.m, params.t, params.p].map(Number) as [number, number, number];
  const ok = v === 19 && mem >= owasp.m && t >= owasp.t && p >= owasp.p;
  return { ok, text: `${hash.slice(0, m[0].length - 1)} (m=${mem} KiB, t=${t}, p=${p})` };
}

export interface Outcome {
  t: Try;
  answer?: Answer;
  error?: string;
}

export interface OwnerTry {
  at: number;
  answer?: Answer;
  error?: string;
}

export const stat = (xs: number[]) =>
  xs.length === 0
    ? '—'
    : `p50 ${ms(percentile(xs, 50))} / p90 ${ms(percentile(xs, 90))} / p99 ${ms(percentile(xs, 99))} ms (n ${formatInt(xs.length)})`;

type Config = ReturnType<typeof loadConfig>;
type Check = (ok: boolean, what: string) => void;
type Answered = Outcome & { answer: Answer };

/** (a) Wrong passwords checked per name and per address, against docs/auth.md's bounds. */
export function checkThrottling(
  answered: Answered[],
  refusedCount: number,
  tries: number,
  wallMs: number,
  defaults: Config,
  check: Check,
): { most: number; over: number } {
  const window = defaults.RATE_LIMIT_WINDOW_MINUTES * 60_000;
  check(
    wallMs < window,
    `the attack ran within one rate-limit window (${(wallMs / 60_000).toFixed(1)} of ${window / 60_000} min)`,
  );
  const perKey = new Map<
    string,
    { addresses: Set<string>; failed: number; in: number; refused: number; unknown: boolean }
  >();
  const perAddress = new Map<string, { failed: number; refused: number }>();
  for (const o of answered) {
    const k = perKey.get(o.t.key) ?? {
      addresses: new Set(),
      failed: 0,
      in: 0,
      refused: 0,
      unknown: o.t.unknown,
    };
    perKey.set(o.t.key, k);
    k.addresses.add(o.t.address);
    const a = perAddress.get(o.t.address) ?? { failed: 0, refused: 0 };
    perAddress.set(o.t.address, a);
    if (o.answer.status === 401) {
      k.failed += 1;
      a.failed += 1;
    } else if (o.answer.status === 200) k.in += 1;
    else if (o.answer.status === 429) {
      k.refused += 1;
      a.refused += 1;
    }
  }
  let worst = { key: '', failed: 0, bound: 1, addresses: 0 };
  let over = 0;
  let throttledKeys = 0;
  for (const [key, k] of perKey) {
    const bound =
      signinGuessBound(defaults, k.addresses.size) + defaults.RATE_LIMIT_SIGNIN_PER_ACCOUNT * k.in;
    if (k.failed > bound) {
      over += 1;
      if (over <= 5)
        console.log(`    over the bound: ${key}: ${k.failed} wrong passwords checked, bound ${bound}`);
    }
    if (k.refused > 0) throttledKeys += 1;
    if (k.failed / bound > worst.failed / worst.bound)
      worst = { key, failed: k.failed, bound, addresses: k.addresses.size };
  }
  const most = [...perKey.values()].reduce((m, k) => Math.max(m, k.failed), 0);
  const mostTried = [...perKey.values()].reduce((m, k) => Math.max(m, k.failed + k.refused + k.in), 0);
  console.log(
    `  per name: ${formatInt(perKey.size)} names tried, ${formatInt(throttledKeys)} had tries refused; most tries at ` +
      `one name ${mostTried}, most wrong passwords checked for one name ${most}; closest to its bound: ${worst.key} ` +
      `${worst.failed} of ${worst.bound} (${worst.addresses} addresses)`,
  );
  check(
    over === 0,
    `every name's wrong passwords checked ≤ docs/auth.md's bound min(10 × N, 29) for its N addresses (+10 per leaked sign-in): ${over} over`,
  );
  const addressMost = [...perAddress.values()].reduce((m, a) => Math.max(m, a.failed), 0);
  const addressesHeld = [...perAddress.values()].filter((a) => a.refused > 0).length;
  check(
    addressMost <= defaults.RATE_LIMIT_SIGNIN_PER_IP,
    `every address's wrong passwords checked ≤ ${defaults.RATE_LIMIT_SIGNIN_PER_IP} (most ${addressMost}; ${addressesHeld} of ${formatInt(perAddress.size)} addresses had tries refused)`,
  );
  check(
    refusedCount > 0,
    `the attack was throttled: ${formatInt(refusedCount)} of ${formatInt(tries)} tries refused`,
  );

  return { most, over };
}

/** (b) What an unknown name is told, and how fast, against a real name's wrong password. */
export function checkNoEnumeration(
  answered: Answered[],
  check: Check,
): { timing: number; realIn: number[]; unknownIn: number[] } {
  const realWrong = answered.filter((o) => !o.t.unknown && !o.t.leaked);
  const unknown = answered.filter((o) => o.t.unknown);
  const shapes = (xs: typeof answered) => new Set(xs.map((o) => signature(o.answer)));
  const realShapes = shapes(realWrong);
  const unknownShapes = shapes(unknown);
  for (const shape of new Set([...realShapes, ...unknownShapes]))
    console.log(
      `    answer ${shape}: real name ${formatInt(realWrong.filter((o) => signature(o.answer) === shape).length)}, ` +
        `unknown ${formatInt(unknown.filter((o) => signature(o.answer) === shape).length)}`,
    );
  const sameShapes =
    realShapes.size === unknownShapes.size && [...realShapes].every((x) => unknownShapes.has(x));
  check(
    sameShapes,
    'unknown names get exactly the answers (status, code, message, fields, headers) real names get for a wrong password',
  );
  const times = (xs: typeof answered, status: number) =>
    xs.filter((o) => o.answer.status === status).map((o) => o.answer.ms);
  const realIn = times(realWrong, 401);
  const unknownIn = times(unknown, 401);
  console.log(`  let through, real name wrong password: ${stat(realIn)}`);
  console.log(`  let through, unknown name:             ${stat(unknownIn)}`);
  console.log(`  refused, real name wrong password:     ${stat(times(realWrong, 429))}`);
  console.log(`  refused, unknown name:                 ${stat(times(unknown, 429))}`);
  const share = (xs: typeof answered) =>
    xs.filter((o) => o.answer.status === 429).length / Math.max(1, xs.length);
  console.log(
    `  share refused: real names (wrong password) ${(100 * share(realWrong)).toFixed(1)} %, unknown names ${(100 * share(unknown)).toFixed(1)} %`,
  );
  const timing = realIn.length > 0 && unknownIn.length > 0 ? median(unknownIn) / median(realIn) : Number.NaN;
  check(
    timing <= 1.5 && timing >= 1 / 1.5,
    `the median time of a let-through try agrees within 1.5× both ways: unknown ÷ real = ${formatRatio(timing)}`,
  );

  return { timing, realIn, unknownIn };
}
