import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client.ts';
import { startFromTemplate, startFromTemplateOrCreate, templateKey } from '../src/db/template.ts';

// The first start's template (db/template.ts), without the content load: that part is the content
// seeder's own tests' business, and it would add several seconds here.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-template-'));
const templateDir = path.join(root, 'templates');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const dataDir = (name: string) => path.join(root, name, 'pglite');

async function withDatabase<T>(
  dir: string,
  read: (db: Awaited<ReturnType<typeof openPglite>>) => Promise<T>,
) {
  const database = await openPglite({ dataDir: dir });
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}

const migrationsApplied = (dir: string) =>
  withDatabase(dir, async ({ client }) => {
    const result = await client.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    return result.rows[0]?.n;
  });

describe('the embedded database template', () => {
  it('is made on the first start, copied on the next, and never replaces a database that exists', async () => {
    const key = templateKey(false);
    // An older template of the same variant goes when a new one is made; the other variant's
    // template, a build in progress and a build an hour old (its process died) are told apart.
    for (const name of ['bare-older', 'content-current', 'building-1-in-progress', 'building-2-dead'])
      fs.mkdirSync(path.join(templateDir, name), { recursive: true });
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    fs.utimesSync(path.join(templateDir, 'building-2-dead'), twoHoursAgo, twoHoursAgo);

    const options = { templateDir, seedContent: false };
    expect(await startFromTemplate({ ...options, dataDir: dataDir('first') })).toBe('made-and-copied');
    expect(fs.readdirSync(templateDir).sort()).toEqual(
      [key, 'building-1-in-progress', 'content-current'].sort(),
    );
    const migrations = fs.readdirSync(path.join(import.meta.dirname, '../src/db/migrations'));
    const expected = migrations.filter((name) => name.endsWith('.sql')).length;
    expect(await migrationsApplied(dataDir('first'))).toBe(expected);

    // A second fresh data directory is a copy: migrated, and independent of the first.
    expect(await startFromTemplate({ ...options, dataDir: dataDir('second') })).toBe('copied');
    await withDatabase(dataDir('second'), ({ client }) => client.exec('create table only_in_second (x int)'));
    expect(await migrationsApplied(dataDir('second'))).toBe(expected);
    const hasTable = (dir: string) =>
      withDatabase(dir, async ({ client }) => {
        const result = await client.query<{ present: boolean }>(
          "select to_regclass('only_in_second') is not null as present",
        );
        return result.rows[0]?.present;
      });
    expect(await hasTable(dataDir('first'))).toBe(false);

    // A database that exists is left as it is: its own table is still there.
    expect(await startFromTemplate({ ...options, dataDir: dataDir('second') })).toBe('existing');
    expect(await hasTable(dataDir('second'))).toBe(true);
    // The template itself was not touched by either copy.
    expect(await hasTable(path.join(templateDir, key))).toBe(false);
  }, 60_000);

  it('never stops a start: a template directory that cannot be made leaves no half-made data directory', async () => {
    // A file where the template directory's parent should be: mkdir fails as on a read-only image.
    const blocked = path.join(root, 'a-file');
    fs.writeFileSync(blocked, 'not a directory');
    const dir = dataDir('blocked');
    const started = await startFromTemplateOrCreate({
      templateDir: path.join(blocked, 'templates'),
      seedContent: false,
      dataDir: dir,
    });
    expect(started.outcome).toBe('failed');
    expect(started.error).toMatch(/ENOTDIR|EEXIST/);
    expect(fs.existsSync(dir)).toBe(false);
    // An existing database is never touched, whatever the template directory.
    const existing = await startFromTemplateOrCreate({
      templateDir: path.join(blocked, 'templates'),
      seedContent: false,
      dataDir: dataDir('first'),
    });
    expect(existing.outcome).toBe('existing');
  });

  it('is off when its directory is set empty, and the key follows whether the content is loaded', async () => {
    expect(await startFromTemplate({ templateDir: '', seedContent: true, dataDir: dataDir('off') })).toBe(
      'off',
    );
    expect(fs.existsSync(dataDir('off'))).toBe(false);
    expect(templateKey(true)).toMatch(/^content-/);
    expect(templateKey(false)).toMatch(/^bare-/);
    expect(templateKey(false)).toBe(templateKey(false));
  });
});
