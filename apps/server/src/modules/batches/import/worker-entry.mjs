/** The entry of a roster-reading worker (piscina loads it): the TypeScript task, as lib/worker-import.mjs says. */
import { importTs } from '../../../lib/worker-import.mjs';

export default (await importTs(new URL('./read-task.ts', import.meta.url).href)).readRoster;
