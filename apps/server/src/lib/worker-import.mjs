/**
 * What a worker thread's entry (plain JavaScript, so any Node can load it) uses to import its
 * TypeScript task: started by `node --import tsx` (npm start, the benches) or with Node's own type
 * stripping, the worker inherits those flags and the import just works; under vitest, which compiles
 * TypeScript in its own thread only, the worker registers tsx first. Used by the PDF renderer's and
 * the attendance export's workers.
 */
export async function importTs(url) {
  try {
    return await import(url);
  } catch (err) {
    if (err?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw err;
  }
  const { register } = await import('tsx/esm/api');
  register();
  // A new URL: the failed import above is remembered for the old one.
  return import(`${url}?tsx`);
}
