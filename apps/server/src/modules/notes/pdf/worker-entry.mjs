/**
 * The entry of a PDF render worker (piscina loads it in each worker thread): the TypeScript task,
 * imported as lib/worker-import.mjs says.
 */
import { importTs } from '../../../lib/worker-import.mjs';

export default (await importTs(new URL('./render-task.ts', import.meta.url).href)).renderPdf;
