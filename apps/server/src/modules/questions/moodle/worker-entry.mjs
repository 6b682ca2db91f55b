/** The entry of a question-file worker (piscina loads it): the TypeScript task, as lib/worker-import.mjs says. */
import { importTs } from '../../../lib/worker-import.mjs';

export default (await importTs(new URL('./parse-task.ts', import.meta.url).href)).parseTask;
