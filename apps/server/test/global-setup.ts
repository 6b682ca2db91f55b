import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of a migrated database. PostgreSQL: the name of a migrated template database. */
    dbTemplate: { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; url: string; template: string };
  }
}

/**
 * Migrates once per run. Each test file then starts from a copy: PGlite reopens a dump in a fraction
 * of a cold start; PostgreSQL clones a template database (CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `abhyas_tpl_${process.pid}_${Date.now()}`;
    // A client per step, not one held for the run: the PostgreSQL restart fault test
    // (faults-pg-restart.test.ts) ends every open connection, and a held one would die with it.
    const connect = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    };
    const creator = await connect();
    await creator.query(`create database ${template}`);
    await creator.end();
    const database = await openPostgres(withDatabase(url, template), 1);
    await database.migrate();
    await database.close();
    project.provide('dbTemplate', { kind: 'postgres', url, template });
    return async () => {
      const admin = await connect();
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`${template}_f_%`, template],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }
  const database = await openPglite();
  await database.migrate();
  const dump = await database.client.dumpDataDir('none');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-test-'));
  const dumpPath = path.join(dir, 'template.tar');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('dbTemplate', { kind: 'pglite', dumpPath });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
