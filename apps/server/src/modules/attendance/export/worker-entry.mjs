/** The entry of an attendance export worker (piscina loads it): the TypeScript task, as lib/worker-import.mjs says. */
import { importTs } from '../../../lib/worker-import.mjs';

export default (await importTs(new URL('./sheet.ts', import.meta.url).href)).makeSheet;
