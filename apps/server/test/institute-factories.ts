import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import {
  batches,
  batchMembers,
  batchTests,
  examSeries,
  practiceSets,
  setQuestions,
} from '../src/db/schema/index.ts';
import { storeQuestions } from '../src/modules/questions/store.ts';
import { createOrganisation, createUser, signIn } from './factories.ts';

/** A batch of an institute (docs/institutes.md); its people are added with `addToBatch`. */
export async function createBatch(
  db: Db,
  organizationId: string,
  over: Partial<typeof batches.$inferInsert> = {},
) {
  const [batch] = await db
    .insert(batches)
    .values({ organizationId, name: 'SSC CGL सुबह 2026', ...over })
    .returning();
  if (!batch) throw new Error('no batch');
  return batch;
}

/** Puts users into a batch as students (or as its teachers). */
export async function addToBatch(
  db: Db,
  batch: { id: string; organizationId: string },
  userIds: string[],
  role: 'student' | 'teacher' = 'student',
) {
  if (userIds.length === 0) return;
  await db
    .insert(batchMembers)
    .values(
      userIds.map((userId) => ({ batchId: batch.id, organizationId: batch.organizationId, userId, role })),
    );
}

/**
 * An institute's own published set of the general exam (50 questions of its own, geography so a
 * geography quiz or the bank would meet them if they leaked), plus `spare` questions of its own in no
 * set. Every text carries `marker`. Rows are written directly, as the institute's import would.
 */
export async function createInstituteSet(
  db: Db,
  organizationId: string,
  marker: string,
  spare = 0,
): Promise<{ setId: string; slug: string; seriesSlug: string; questionIds: string[]; spareIds: string[] }> {
  const tag = randomUUID().slice(0, 8);
  const question = (n: number) => ({
    subject: 'geography',
    topic: 'indian-geography',
    difficulty: 'easy' as const,
    text: {
      hi: `${marker} प्रश्न ${tag}-${n}: कौन सी नदी?`,
      en: `${marker} question ${tag}-${n}: which river?`,
    },
    options: [1, 2, 3, 4].map((k) => ({
      hi: `${marker} नदी ${n * 10 + k}`,
      en: `${marker} river ${n * 10 + k}`,
    })),
    answer: (n % 4) + 1,
    explanation: { hi: `${marker} व्याख्या ${n}`, en: `${marker} because ${n}` },
  });
  return db.transaction(async (tx) => {
    const ids = await storeQuestions(
      tx,
      Array.from({ length: 50 }, (_, i) => question(i + 1)),
      organizationId,
    );
    const spareIds = await storeQuestions(
      tx,
      Array.from({ length: spare }, (_, i) => question(100 + i)),
      organizationId,
    );
    const [series] = await tx
      .insert(examSeries)
      .values({
        slug: `inst-${tag}`,
        examKey: 'general',
        titleHi: `${marker} शृंखला`,
        titleEn: `${marker} series`,
      })
      .returning();
    if (!series) throw new Error('no series');
    const [set] = await tx
      .insert(practiceSets)
      .values({
        slug: `inst-set-${tag}`,
        organizationId,
        seriesId: series.id,
        examKey: 'general',
        titleHi: `${marker} टेस्ट`,
        titleEn: `${marker} test`,
        languages: ['hi', 'en'],
        published: true,
      })
      .returning();
    if (!set) throw new Error('no set');
    await tx
      .insert(setQuestions)
      .values(ids.map((questionId, i) => ({ setId: set.id, questionId, section: 0, position: i + 1 })));
    return { setId: set.id, slug: set.slug, seriesSlug: series.slug, questionIds: ids, spareIds };
  });
}

/** Assigns a set to a batch for a window, as the institute admin's assignment does. */
export async function assignToBatch(
  db: Db,
  batch: { id: string; organizationId: string },
  setId: string,
  opensAt: Date,
  closesAt: Date,
) {
  const [row] = await db
    .insert(batchTests)
    .values({ batchId: batch.id, organizationId: batch.organizationId, setId, opensAt, closesAt })
    .returning();
  if (!row) throw new Error('no batch test');
  return row;
}

/** Institute A (an admin, a teacher, a student) and institute B (an admin), signed in: the cross-institute cast. */
export async function twoInstitutes(app: Parameters<typeof signIn>[0], db: Db) {
  const orgA = await createOrganisation(db, 'Org A');
  const orgB = await createOrganisation(db, 'Org B');
  const people = {
    adminA: await createUser(db, { orgRole: 'admin', organizationId: orgA.id }),
    teacherA: await createUser(db, { orgRole: 'teacher', organizationId: orgA.id }),
    studentA: await createUser(db, { orgRole: 'member', organizationId: orgA.id }),
    adminB: await createUser(db, { orgRole: 'admin', organizationId: orgB.id }),
    platformAdmin: await createUser(db, { role: 'admin' }),
  };
  const tokens = {} as Record<keyof typeof people, string>;
  for (const [who, user] of Object.entries(people))
    tokens[who as keyof typeof people] = (await signIn(app, user.username)).token;
  return { orgA: orgA.id, orgB: orgB.id, people, tokens };
}
