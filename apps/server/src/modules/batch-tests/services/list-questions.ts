import { batchTestRules, type InstituteQuestionList } from '@abhyas/core';
import { count, desc, eq, sql } from 'drizzle-orm';
import { questions } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { presentQuestion } from '../presenter.ts';

/** The institute's own questions, newest first, a page at a time, each with how many of its sets hold it. */
export function listQuestions(d: Deps, organizationId: string, page: number): Promise<InstituteQuestionList> {
  return inOrganisation(d.db, organizationId, async (tx) => {
    const mine = eq(questions.organizationId, organizationId);
    const rows = await tx
      .select({
        q: questions,
        sets: sql<number>`(select count(*)::int from set_questions sq where sq.question_id = ${questions.id})`,
      })
      .from(questions)
      .where(mine)
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .limit(batchTestRules.pageSize)
      .offset((page - 1) * batchTestRules.pageSize);
    const [total] = await tx.select({ n: count() }).from(questions).where(mine);
    return { items: rows.map((r) => presentQuestion(r.q, Number(r.sets))), total: total?.n ?? 0 };
  });
}
