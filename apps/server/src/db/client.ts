import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any fixed number: serialises migrations when several API nodes start against one PostgreSQL. */
const MIGRATION_LOCK_KEY = 4_303_562;
/**
 * Extensions the schema needs before its migrations run (the bank search's trigram index). Created
 * here rather than in a migration so that regenerating the migrations never loses them; pg_trgm is a
 * trusted extension, so the database's owner may create it on PostgreSQL 13 and later.
 */
const EXTENSIONS_SQL = 'create extension if not exists pg_trgm';

/**
 * `onIdleError` hears of pooled connections that died while idle (PostgreSQL restarted or a network
 * cut): the pool drops them and the next query connects anew. Without a listener node-postgres
 * re-throws the error as an unhandled 'error' event, which ends the process (issue 22, scenario 2).
 */
export async function openPostgres(
  url: string,
  poolSize = 10,
  onIdleError: (err: Error) => void = () => undefined,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', onIdleError);
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await client.query(EXTENSIONS_SQL);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    ping: () => pingDb(db),
    close: () => pool.end(),
  };
}

/** `dataDir` undefined keeps the database in memory; `loadDataDir` starts from a dump (test templates). */
/** The raw client is exposed so the test set-up can dump a migrated template. */
export interface PgliteDatabase extends Database {
  client: PGlite;
}

export async function openPglite(
  opts: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<PgliteDatabase> {
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    // PGlite ships pg_trgm as a bundle; loading it here lets the same index serve both databases.
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async migrate() {
      await client.exec(EXTENSIONS_SQL);
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    ping: () => pingDb(db),
    async close() {
      if (!client.closed) await client.close();
    },
    client,
  };
}

async function pingDb(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export function openDatabase(
  config: {
    DATABASE_URL?: string | undefined;
    DATABASE_POOL_SIZE: number;
    DATA_DIR: string;
  },
  onIdleError?: (err: Error) => void,
): Promise<Database> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE, onIdleError);
  return openPglite({ dataDir: embeddedDataDir(config) });
}

/** Where the embedded database keeps its files, under DATA_DIR. */
export function embeddedDataDir(config: { DATA_DIR: string }): string {
  return path.join(config.DATA_DIR, 'pglite');
}
