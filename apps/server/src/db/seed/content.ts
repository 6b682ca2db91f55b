import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bankQuestionSchema, questionFileSchema, questionInputSchema, setFileSchema } from '@abhyas/core';
import { createSetFromFile, storeQuestions } from '../../modules/questions/store.ts';
import type { Db } from '../client.ts';

/** The repository's content folder (content/sets/*.json: practice sets in the abhyas-set/1 format). */
export const contentDir = fileURLToPath(new URL('../../../../../content/', import.meta.url));

/** Every `.json` file below `dir`, sorted, as paths relative to it. */
function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .sort();
}

/**
 * Loads the question bank (content/questions/<subject>/*.json) into the database: one transaction per
 * file; questions already there (same normalised text) are kept as they are. Returns how many files.
 */
export async function seedQuestionBank(db: Db, dir = join(contentDir, 'questions')): Promise<number> {
  const files = jsonFiles(dir);
  for (const name of files) {
    const file = questionFileSchema.parse(JSON.parse(readFileSync(join(dir, name), 'utf8')));
    const inputs = file.questions.map((q) => bankQuestionSchema.parse(q));
    await db.transaction((tx) => storeQuestions(tx, inputs));
  }
  return files.length;
}

/**
 * Loads every practice-set file into the database, each in its own transaction. Files are checked in
 * CI (content/check.ts), so a bad file here is a start-up error, not something to skip quietly.
 * Idempotent: sets that exist are left alone. Returns how many sets it created.
 */
export async function seedContent(db: Db, dir = join(contentDir, 'sets')): Promise<number> {
  let created = 0;
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  for (const name of files) {
    const file = setFileSchema.parse(JSON.parse(readFileSync(join(dir, name), 'utf8')));
    const inputs = file.questions.map((q) => questionInputSchema.parse(q));
    if (await db.transaction((tx) => createSetFromFile(tx, file, inputs))) created += 1;
  }
  return created;
}
