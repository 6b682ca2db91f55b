/**
 * The content check, by hand (the test suite runs the same checks: packages/core/src/content/
 * content-files.test.ts). Prints one line per problem and exits 1 when there is any.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkQuestionFile, checkSetFile } from '../content/check.ts';

const root = fileURLToPath(new URL('../content/', import.meta.url));
const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
let problems = 0;
const report = (name: string, found: string[]) => {
  for (const p of found) console.log(`${name}: ${p}`);
  if (found.length === 0) console.log(`${name}: ok`);
  problems += found.length;
};

// A bank question may not repeat a set's question (the same text would have to be the same question).
const seen = new Map<string, string>();
for (const name of readdirSync(join(root, 'sets'))
  .filter((f) => f.endsWith('.json'))
  .sort())
  report(`sets/${name}`, checkSetFile(read(join(root, 'sets', name)), seen, `sets/${name}`));

const bank = join(root, 'questions');
if (existsSync(bank))
  for (const name of readdirSync(bank, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .sort())
    report(
      `questions/${name}`,
      checkQuestionFile(read(join(bank, name)), basename(dirname(join(bank, name))), name, seen),
    );
console.log(`${seen.size} distinct questions in sets and bank`);
process.exitCode = problems ? 1 : 0;
