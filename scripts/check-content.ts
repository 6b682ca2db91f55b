/**
 * The content check, by hand (the test suite runs the same checks: packages/core/src/content/
 * content-files.test.ts). Prints one line per problem and exits 1 when there is any.
 */
import { checkContent } from '../content/library.ts';

const found = checkContent();
for (const { file, problems } of found) for (const p of problems) console.log(`${file}: ${p}`);
console.log(found.length ? `${found.length} files with problems` : 'content check: ok');
process.exitCode = found.length ? 1 : 0;
