import type { HallQuestion } from '@abhyas/core';
import { asc, eq } from 'drizzle-orm';
import { questions, setQuestions } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';

/** A question as the hall serves it (never its key), and how many options a save may choose from. */
export interface SetQuestion {
  hall: HallQuestion;
  optionCount: number;
}

export interface SetQuestions {
  list: SetQuestion[];
  byId: Map<string, SetQuestion>;
}

/**
 * The questions of a set, cached per process for a short while: every save checks its question's
 * section, and a thousand candidates in one set should not reload the set a thousand times. Edits
 * that change a set's questions call `forgetSetQuestions`; other nodes see them within the TTL.
 */
const TTL_MS = 60_000;
const cache = new Map<string, { at: number; value: Promise<SetQuestions> }>();

export function forgetSetQuestions(setId?: string): void {
  if (setId) cache.delete(setId);
  else cache.clear();
}

export function loadSetQuestions(d: Deps, setId: string): Promise<SetQuestions> {
  const now = Date.now();
  const hit = cache.get(setId);
  if (hit && now - hit.at < TTL_MS) return hit.value;
  const value = fetchSetQuestions(d, setId);
  cache.set(setId, { at: now, value });
  value.catch(() => cache.delete(setId));
  return value;
}

async function fetchSetQuestions(d: Deps, setId: string): Promise<SetQuestions> {
  const rows = await d.db
    .select({
      id: questions.id,
      position: setQuestions.position,
      section: setQuestions.section,
      textHi: questions.textHi,
      textEn: questions.textEn,
      options: questions.options,
      imageUrl: questions.imageUrl,
    })
    .from(setQuestions)
    .innerJoin(questions, eq(questions.id, setQuestions.questionId))
    .where(eq(setQuestions.setId, setId))
    .orderBy(asc(setQuestions.position));
  const list = rows.map((r) => ({
    hall: {
      id: r.id,
      number: r.position,
      section: r.section,
      text: { hi: r.textHi, en: r.textEn },
      options: r.options,
      image: r.imageUrl,
    },
    optionCount: r.options.length,
  }));
  return { list, byId: new Map(list.map((q) => [q.hall.id, q])) };
}
