/**
 * The entry of a PDF render worker (piscina loads it in each worker thread). It is plain JavaScript so
 * that any Node can load it, and imports the TypeScript task: started by `node --import tsx` (npm start,
 * the benches) or with Node's own type stripping, the worker inherits those flags and the import just
 * works; under vitest, which compiles TypeScript in its own thread only, the worker registers tsx first.
 */
const task = new URL('./render-task.ts', import.meta.url).href;

async function load() {
  try {
    return await import(task);
  } catch (err) {
    if (err?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw err;
  }
  const { register } = await import('tsx/esm/api');
  register();
  // A new URL: the failed import above is remembered for the old one.
  return import(`${task}?tsx`);
}

export default (await load()).renderPdf;
