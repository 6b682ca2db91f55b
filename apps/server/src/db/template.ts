import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from './client.ts';
import { contentFingerprint, seedAllContent } from './seed/content.ts';

/**
 * A first start on the embedded database used to spend most of its time (about 20 of 25 s) on
 * PGlite's initdb in WebAssembly, the migrations and the content load, and every browser journey
 * and fault test pays a first start. The same work gives the same files, so it is done once into a
 * template directory (a closed PGlite data directory, migrated and with the content loaded) and a
 * fresh data directory starts as a plain copy of it: about 0.2 s to copy and 1 s to open instead.
 *
 * The template is keyed by everything that shapes those files: PGlite's version, the migrations,
 * the content files and the server's and core's source (the seeder and the generators that the
 * sets name). A change to any of them makes a new template on the next first start; older ones are
 * removed then. Demo accounts are not in it: they are dated from the day of the start.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const serverSrc = path.resolve(here, '..');
const coreSrc = path.resolve(here, '../../../../packages/core/src');
const migrationsDir = path.join(here, 'migrations');
/** PGlite's package.json (not in its exports map: found from its entry point). */
const pgliteVersionFile = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return path.join(dir, 'package.json');
})();

export type TemplateOutcome = 'existing' | 'copied' | 'made-and-copied' | 'off';

export interface TemplateOptions {
  /** The server's embedded data directory (DATA_DIR/pglite). */
  dataDir: string;
  /** Where templates are kept; '' turns the template off. */
  templateDir: string;
  seedContent: boolean;
}

/** Makes `dataDir` a copy of the current template when it holds no database yet. */
export async function startFromTemplate(opts: TemplateOptions): Promise<TemplateOutcome> {
  if (fs.existsSync(path.join(opts.dataDir, 'PG_VERSION'))) return 'existing';
  if (opts.templateDir === '') return 'off';
  const key = templateKey(opts.seedContent);
  const template = path.join(opts.templateDir, key);
  let outcome: TemplateOutcome = 'copied';
  if (!fs.existsSync(path.join(template, 'PG_VERSION'))) {
    await makeTemplate(opts.templateDir, key, opts.seedContent);
    outcome = 'made-and-copied';
  }
  // A data directory left half-made by a start that died is replaced whole.
  fs.rmSync(opts.dataDir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(opts.dataDir), { recursive: true });
  fs.cpSync(template, opts.dataDir, { recursive: true });
  return outcome;
}

/**
 * `startFromTemplate` for `npm start`: a template that cannot be made or copied (a read-only
 * node_modules in an image, a full disk) must not stop the server. The half-copied data directory
 * is removed (it held no database: the copy only starts when there is none) and the start goes on
 * the slow way, creating the database where it is.
 */
export async function startFromTemplateOrCreate(
  opts: TemplateOptions,
): Promise<{ outcome: TemplateOutcome | 'failed'; error?: string }> {
  try {
    return { outcome: await startFromTemplate(opts) };
  } catch (err) {
    fs.rmSync(opts.dataDir, { recursive: true, force: true });
    return { outcome: 'failed', error: err instanceof Error ? err.message : String(err) };
  }
}

export function templateKey(seedContent: boolean): string {
  const hash = createHash('sha256');
  hash.update(fs.readFileSync(pgliteVersionFile));
  for (const root of [migrationsDir, serverSrc, coreSrc]) hashTree(hash, root);
  if (seedContent) hash.update(contentFingerprint());
  // The variant leads the name: making one never removes the other's template (removeOtherTemplates).
  return `${seedContent ? 'content' : 'bare'}-${hash.digest('hex').slice(0, 24)}`;
}

function hashTree(hash: ReturnType<typeof createHash>, root: string): void {
  const entries = fs.readdirSync(root, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((e) => e.isFile() && /\.(ts|sql|json)$/.test(e.name) && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  for (const file of files) {
    hash.update(`${path.relative(root, file)}\0`);
    hash.update(fs.readFileSync(file));
  }
}

/**
 * Builds the template in a private directory and renames it into place, so a server starting at the
 * same moment never copies a half-made one (the loser of a race throws its copy away).
 */
async function makeTemplate(templateDir: string, key: string, seedContent: boolean): Promise<void> {
  fs.mkdirSync(templateDir, { recursive: true });
  const building = path.join(templateDir, `building-${process.pid}-${randomUUID()}`);
  try {
    const database = await openPglite({ dataDir: building });
    try {
      await database.migrate();
      if (seedContent) await seedAllContent(database.db);
    } finally {
      await database.close();
    }
    try {
      fs.renameSync(building, path.join(templateDir, key));
    } catch (err) {
      if (!fs.existsSync(path.join(templateDir, key, 'PG_VERSION'))) throw err;
    }
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
  removeOtherTemplates(templateDir, key);
}

/**
 * Keeps the disk from filling with one 100 MB template per edit: older templates of the same variant
 * go. A build in progress is left alone unless it is an hour old (its process died).
 */
function removeOtherTemplates(templateDir: string, key: string): void {
  const anHourAgo = Date.now() - 3_600_000;
  const variant = key.slice(0, key.indexOf('-') + 1);
  for (const name of fs.readdirSync(templateDir)) {
    const full = path.join(templateDir, name);
    const stale = name.startsWith('building-')
      ? fs.statSync(full).mtimeMs < anHourAgo
      : name.startsWith(variant) && name !== key;
    if (stale) fs.rmSync(full, { recursive: true, force: true });
  }
}
