import { desc, eq } from 'drizzle-orm';
import { practiceSets, questionReports, questions, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { presentQuestionReport } from '../presenter.ts';

/** Students' reports in one status, newest first, at most 200. */
export async function listQuestionReports(d: Deps, status: 'open' | 'resolved' | 'dismissed') {
  const rows = await d.db
    .select({
      report: questionReports,
      q: questions,
      setSlug: practiceSets.slug,
      setTitle: { hi: practiceSets.titleHi, en: practiceSets.titleEn },
      reporter: users.username,
    })
    .from(questionReports)
    .innerJoin(questions, eq(questions.id, questionReports.questionId))
    .innerJoin(practiceSets, eq(practiceSets.id, questionReports.setId))
    .innerJoin(users, eq(users.id, questionReports.userId))
    .where(eq(questionReports.status, status))
    .orderBy(desc(questionReports.createdAt))
    .limit(200);
  return { items: rows.map(presentQuestionReport) };
}
