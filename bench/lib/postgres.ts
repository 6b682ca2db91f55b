import pg from 'pg';

export const defaultBenchDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/test';

/** Null when the server answers; otherwise why not, for the skip message. */
export async function unreachableReason(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A database of our own, so the bench never touches data in the one it was pointed at. */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `abhyas_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // WITH (FORCE): a server we SIGKILLed may still hold connections until PostgreSQL notices.
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
