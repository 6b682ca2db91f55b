import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expandSetEntries, setFileSchema } from '@abhyas/core';
import { bankByRef, contentRoot, filesIn, loadBank } from '../../../../../content/library.ts';
import { createSetFromFile, storeQuestions } from '../../modules/questions/store.ts';
import type { Db } from '../client.ts';

/** The repository's content folder (questions, sets and notes: docs/content.md). */
export const contentDir = contentRoot;

/**
 * Loads the question bank (content/questions/<subject>/*.json) into the database: one transaction per
 * file; questions already there (same normalised text) are kept as they are. Returns how many files.
 */
export async function seedQuestionBank(db: Db, dir = join(contentDir, 'questions')): Promise<number> {
  const files = loadBank(dir);
  for (const file of files) await db.transaction((tx) => storeQuestions(tx, file.questions));
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
  bankDir = join(contentDir, 'questions'),
): Promise<number> {
  const bank = bankByRef(loadBank(bankDir));
  let created = 0;
  for (const name of filesIn(dir, '.json')) {
    const file = setFileSchema.parse(JSON.parse(readFileSync(join(dir, name), 'utf8')));
    const { questions, problems } = expandSetEntries(file.questions, bank);
    if (problems.length) throw new Error(`content/sets/${name}: ${problems.join('; ')}`);
    if (await db.transaction((tx) => createSetFromFile(tx, file, questions))) created += 1;
  }
  return created;
}
