import { type Database, openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
import { BenchScope } from './bench-scope.ts';
import { makeTempDir } from './paths.ts';
import { createBenchDatabase, defaultBenchDatabaseUrl, unreachableReason } from './postgres.ts';
import type { SummaryRow } from './types.ts';

/**
 * The in-process benches' two runs: `measure` on a fresh PGlite on disk (as an install keeps it),
 * then on a PostgreSQL database of the bench's own (`BENCH_DATABASE_URL`, dropped afterwards), or a
 * "skipped" row when that server is unreachable. Everything made is removed, even on a failure.
 */
export async function onPgliteThenPostgres(
  name: string,
  measure: (label: 'PGlite' | 'PostgreSQL', database: Database) => Promise<SummaryRow | SummaryRow[]>,
  postgresPool = 4,
): Promise<SummaryRow[]> {
  const rows: SummaryRow[] = [];
  const scope = new BenchScope();
  try {
    const dataDir = makeTempDir(name);
    scope.dirs.push(dataDir);
    const pglite = await openPglite({ dataDir });
    try {
      rows.push(...[await measure('PGlite', pglite)].flat());
    } finally {
      await pglite.close();
    }
    const adminUrl = process.env.BENCH_DATABASE_URL ?? defaultBenchDatabaseUrl;
    const why = await unreachableReason(adminUrl);
    if (why === null) {
      scope.database = await createBenchDatabase(adminUrl);
      const pg = await openPostgres(scope.database.url, postgresPool);
      try {
        rows.push(...[await measure('PostgreSQL', pg)].flat());
      } finally {
        await pg.close();
      }
    } else {
      console.log(`  PostgreSQL skipped: the bench database is unreachable (${why}).`);
      rows.push({ bench: name, variant: 'PostgreSQL', figure: 'skipped', baseline: '—', ratio: '—' });
    }
    return rows;
  } finally {
    await scope.close();
  }
}
