import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { attendanceMarks, batches, batchMembers } from '../src/db/schema/index.ts';
import { inOrganisation } from '../src/db/tenant.ts';
import { createOrganisation, createUser } from './factories.ts';
import { openTestDatabase } from './helpers.ts';

/**
 * The second wall (docs/institutes.md, "Isolation"): a query run the way institute services run
 * theirs, with its own `organization_id` filter removed, still sees and writes only its institute.
 */
describe('row-level security on the institute tables', () => {
  let database: Database;
  let orgA: string;
  let orgB: string;
  let batchB: string;
  let student: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database;
    orgA = (await createOrganisation(db, 'A Academy')).id;
    orgB = (await createOrganisation(db, 'B Classes')).id;
    student = (await createUser(db)).id;
    const rows = await db
      .insert(batches)
      .values([
        { organizationId: orgA, name: 'A morning' },
        { organizationId: orgB, name: 'B evening' },
      ])
      .returning();
    batchB = rows[1]?.id ?? '';
    await db.insert(batchMembers).values({ batchId: batchB, userId: student, organizationId: orgB });
    await db.insert(attendanceMarks).values({
      batchId: batchB,
      userId: student,
      organizationId: orgB,
      day: '2026-11-27',
      status: 'absent',
    });
  });
  afterAll(() => database.close());

  it('an unfiltered read as institute A returns only A rows, though B rows exist', async () => {
    const seen = await inOrganisation(database.db, orgA, (tx) => tx.select().from(batches));
    expect(seen.map((b) => b.name)).toEqual(['A morning']);
    const marks = await inOrganisation(database.db, orgA, (tx) => tx.select().from(attendanceMarks));
    expect(marks).toEqual([]);
    const members = await inOrganisation(database.db, orgA, (tx) => tx.select().from(batchMembers));
    expect(members).toEqual([]);
    // The application's own connection (platform admins' screens) still sees both.
    expect(await database.db.select().from(batches)).toHaveLength(2);
  });

  it('a write as institute A into B is refused, and an unfiltered update touches no B row', async () => {
    await expect(
      inOrganisation(database.db, orgA, (tx) =>
        tx.insert(batchMembers).values({ batchId: batchB, userId: student, organizationId: orgB }),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
    await inOrganisation(database.db, orgA, (tx) => tx.update(attendanceMarks).set({ status: 'present' }));
    const [mark] = await database.db.select().from(attendanceMarks);
    expect(mark?.status).toBe('absent');
  });

  it('without an institute set, the tenant role sees nothing', async () => {
    const seen = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local role abhyas_tenant`);
      return tx.select().from(batches);
    });
    expect(seen).toEqual([]);
  });
});
