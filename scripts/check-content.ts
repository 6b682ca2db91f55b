/**
 * The content check (CI runs it through `npm test`, see content/check.test.ts): every practice-set file
 * under content/sets must follow the template of its exam exactly and every question must pass the
 * question bank's schema. Prints one line per problem and exits 1 when there is any.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSetFile } from '../content/check.ts';

const dir = fileURLToPath(new URL('../content/sets/', import.meta.url));
let problems = 0;
for (const name of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const found = checkSetFile(JSON.parse(readFileSync(join(dir, name), 'utf8')));
  for (const p of found) console.log(`${name}: ${p}`);
  problems += found.length;
  if (found.length === 0) console.log(`${name}: ok`);
}
process.exitCode = problems ? 1 : 0;
