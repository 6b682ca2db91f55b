/**
 * The entry of a PDF render worker (piscina loads it in each worker thread): the TypeScript task,
 * imported as lib/worker-import.mjs says. The PDF's bytes are moved to the server's thread, not
 * copied: the event loop receiving them only takes the buffer over.
 */
import { move } from 'piscina';
import { importTs } from '../../../lib/worker-import.mjs';

const { renderPdf } = await importTs(new URL('./render-task.ts', import.meta.url).href);

export default async (job) => move(await renderPdf(job));
