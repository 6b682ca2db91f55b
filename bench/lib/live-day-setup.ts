/**
 * The live-day bench's fixtures, written straight into PostgreSQL by node A before it listens: the
 * candidates (one argon2 hash computed once and shared: signing 10,000 people up through the API would
 * spend minutes in argon2 and measure nothing the day is about), the baseline's hall candidates, and
 * for the live variant the live test with every candidate registered. Tokens are minted by the bench
 * with the server's key (lib/exam-load.ts mintTokens), as its sign-in signs them.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { rowsOf } from '../../apps/server/src/lib/sql-rows.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';
import { benchPassword } from './exam-setup.ts';

export interface LiveSetup {
  candidates: number;
  baseline: number;
  /** The live test to write (live variant), on the unpublished set `setSlug`; null: the hall variant. */
  live: { liveKey: string; setSlug: string } | null;
}

export interface LiveUser {
  userId: string;
  username: string;
}

export interface LiveSetupResult {
  setupMs: number;
  candidates: LiveUser[];
  baseline: LiveUser[];
  liveTestId: string | null;
}

async function users(db: Db, prefix: string, count: number, hash: string): Promise<LiveUser[]> {
  if (count === 0) return [];
  await db.execute(sql`
    insert into users (name, username, email, password_hash)
    select 'Bench ' || ${prefix} || g, ${prefix} || g, ${prefix} || g || '@bench.abhyas.local', ${hash}
    from generate_series(1, ${count}::int) g`);
  return rowsOf<{ id: string; username: string }>(
    await db.execute(sql`
      select id, username from users where starts_with(username, ${prefix})
      order by length(username), username`),
  ).map((r) => ({ userId: r.id, username: r.username }));
}

export async function runLiveSetup(db: Db, setup: LiveSetup): Promise<LiveSetupResult> {
  const started = performance.now();
  const hash = await hashPassword(benchPassword);
  const candidates = await users(db, 'bench_l', setup.candidates, hash);
  const baseline = await users(db, 'bench_b', setup.baseline, hash);
  let liveTestId: string | null = null;
  if (setup.live) {
    const [set] = rowsOf<{ id: string }>(
      await db.execute(sql`select id from practice_sets where slug = ${setup.live.setSlug}`),
    );
    if (!set) throw new Error(`no set ${setup.live.setSlug}: are the live papers seeded?`);
    // A day ahead for now: the bench moves the start to the moment the day begins, after the baseline.
    const [row] = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into live_tests (live_key, set_id, title_hi, title_en, starts_at, join_minutes, ends_at)
        values (${setup.live.liveKey}, ${set.id}, 'बेंच लाइव टेस्ट', 'Bench live test',
          now() + interval '1 day', 15, now() + interval '1 day 5 minutes')
        returning id`),
    );
    liveTestId = row?.id ?? null;
    await db.execute(sql`
      insert into live_registrations (live_test_id, user_id)
      select ${liveTestId}, id from users where starts_with(username, 'bench_l')`);
  }
  return { setupMs: performance.now() - started, candidates, baseline, liveTestId };
}
