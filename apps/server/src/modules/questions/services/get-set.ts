import type { Deps } from '../../../deps.ts';
import { readSet } from '../queries.ts';

/** The set with its sections and every question with its key (authoring screen). */
export const getSet = (d: Deps, setId: string) => readSet(d.db, setId);
