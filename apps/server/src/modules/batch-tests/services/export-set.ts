import { asc, eq } from 'drizzle-orm';
import { questions, setQuestions } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { moodleXml } from '../../questions/moodle/export-moodle.ts';
import { instituteSet } from '../queries.ts';

/** The institute's set as Moodle XML, to take into Moodle or import back (docs/institutes.md). */
export function exportInstituteSet(d: Deps, organizationId: string, setId: string) {
  return inOrganisation(d.db, organizationId, async (tx) => {
    const { set } = await instituteSet(tx, organizationId, setId);
    const rows = await tx
      .select({ q: questions })
      .from(setQuestions)
      .innerJoin(questions, eq(questions.id, setQuestions.questionId))
      .where(eq(setQuestions.setId, set.id))
      .orderBy(asc(setQuestions.position));
    const body = moodleXml(
      set.titleEn,
      rows.map(({ q }, i) => ({
        name: `${set.titleEn} ${i + 1}`,
        text: { hi: q.textHi, en: q.textEn },
        options: q.options,
        correctOption: q.correctOption,
        explanation: { hi: q.explanationHi, en: q.explanationEn },
      })),
    );
    return {
      fileName: `${set.slug}.xml`,
      contentType: 'application/xml; charset=utf-8',
      body,
    };
  });
}
