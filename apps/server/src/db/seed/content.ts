import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expandSetEntries, setFileSchema } from '@abhyas/core';
import { eq } from 'drizzle-orm';
import { type BankFile, bankByRef, contentRoot, filesIn, loadBank } from '../../../../../content/library.ts';
import { loadableBank, namedRefs } from '../../../../../content/set-stock.ts';
import { createSetFromFile, storeQuestions } from '../../modules/questions/store.ts';
import type { Db } from '../client.ts';
import { appSettings } from '../schema/index.ts';

/** The repository's content folder (questions, sets and notes: docs/content.md). */
export const contentDir = contentRoot;

/**
 * Stems whose stored question is worded otherwise than its file (fixed in the file after this database
 * was loaded, or edited by an admin since): the stored version stays, so a content update never stops
 * a start and never overwrites an admin's edit; a fresh database gets the file's wording. A file that
 * gives such a question another key still stops the start (a key is corrected through the admin's key
 * correction, which re-scores: docs/content.md "Loading and importing").
 */
export interface SeedReport {
  kept: string[];
}

/**
 * Loads the question bank (content/questions/<subject>/*.json) into the database: one transaction per
 * file; questions already there (same normalised text) are kept as they are. Returns how many files.
 */
export async function seedQuestionBank(
  db: Db,
  dir = join(contentDir, 'questions'),
  files: readonly BankFile[] = loadBank(dir),
  report: SeedReport = { kept: [] },
): Promise<number> {
  for (const file of files) await db.transaction((tx) => storeQuestions(tx, file.questions, null, report));
  return files.length;
}

/**
 * Loads every practice-set file into the database, each in its own transaction, through the same
 * path as an admin's JSON import. A set may name bank questions (`ref`) and generated ones
 * (`generate` + `seed`); they are expanded here. Files are checked in CI (content/check.ts), so a bad
 * file is a start-up error, not something to skip quietly. Idempotent: sets that exist are left
 * alone. Returns how many sets it created.
 */
export async function seedContent(
  db: Db,
  dir = join(contentDir, 'sets'),
  bankFiles: readonly BankFile[] = loadBank(),
  report: SeedReport = { kept: [] },
): Promise<number> {
  const bank = bankByRef(bankFiles);
  let created = 0;
  for (const name of filesIn(dir, '.json')) {
    const file = setFileSchema.parse(JSON.parse(readFileSync(join(dir, name), 'utf8')));
    const { questions, problems } = expandSetEntries(file.questions, bank);
    if (problems.length) throw new Error(`content/sets/${name}: ${problems.join('; ')}`);
    if (await db.transaction((tx) => createSetFromFile(tx, file, questions, report))) created += 1;
  }
  return created;
}

/** A digest of every bank and set file: when it matches the last load, there is nothing new to load. */
export function contentFingerprint(root = contentDir): string {
  const hash = createHash('sha256');
  for (const folder of ['questions', 'sets'])
    for (const name of filesIn(join(root, folder), '.json')) {
      hash.update(`${folder}/${name}\0`);
      hash.update(readFileSync(join(root, folder, name)));
    }
  return hash.digest('hex');
}

/**
 * The start-up load: the bank first (a set may name bank questions), then the sets. Skipped when the
 * files are unchanged since the last load, which keeps restarts fast and leaves a set an admin has
 * deleted deleted. Returns how many sets were created, or undefined when nothing changed.
 */
export async function seedAllContent(
  db: Db,
  root = contentDir,
  report: SeedReport = { kept: [] },
): Promise<number | undefined> {
  const fingerprint = contentFingerprint(root);
  const [last] = await db.select().from(appSettings).where(eq(appSettings.key, fingerprintKey));
  if (last?.value === fingerprint) return undefined;
  // Read and parsed once for both loads; reserved questions no set names yet stay out (docs/content.md).
  const setDir = join(root, 'sets');
  const named = namedRefs(
    filesIn(setDir, '.json').map((name) => JSON.parse(readFileSync(join(setDir, name), 'utf8'))),
  );
  const bankFiles = loadableBank(loadBank(join(root, 'questions')), named);
  await seedQuestionBank(db, join(root, 'questions'), bankFiles, report);
  const created = await seedContent(db, setDir, bankFiles, report);
  await db
    .insert(appSettings)
    .values({ key: fingerprintKey, value: fingerprint })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: fingerprint } });
  return created;
}
const fingerprintKey = 'content_fingerprint';
