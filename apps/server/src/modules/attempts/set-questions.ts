import { hallQuestionSchema } from '@abhyas/core';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { questions, setQuestions } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { SetQuestions } from './hall-cache.ts';
import { presentHallQuestion } from './presenter.ts';

export type { SetQuestion, SetQuestions } from './hall-cache.ts';

const hallQuestionsSchema = z.array(hallQuestionSchema);

/**
 * The questions of a set, cached per app (`d.caches`): every save checks its question's section, and
 * a thousand candidates in one set should not reload the set a thousand times. Every edit of a set's
 * questions calls `d.caches.forget({ sets })` after it commits, which reaches every node.
 */
export function loadSetQuestions(d: Deps, setId: string): Promise<SetQuestions> {
  return d.caches.setQuestions.get(setId, () => fetchSetQuestions(d, setId));
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
      passage: questions.passage,
    })
    .from(setQuestions)
    .innerJoin(questions, eq(questions.id, setQuestions.questionId))
    .where(eq(setQuestions.setId, setId))
    .orderBy(asc(setQuestions.position));
  const list = rows.map((r) => ({ hall: presentHallQuestion(r), optionCount: r.options.length }));
  // Checked and serialised once per set and node, not once per candidate (state-json.ts).
  const hallJson = JSON.stringify(hallQuestionsSchema.parse(list.map((q) => q.hall)));
  return { list, byId: new Map(list.map((q) => [q.hall.id, q])), hallJson };
}
