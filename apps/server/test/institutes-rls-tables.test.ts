import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import {
  attendanceChanges,
  attendanceMarks,
  batches,
  batchMembers,
  batchTests,
  organisationInvites,
  practiceSets,
  reportCardLinks,
  subscriptions,
} from '../src/db/schema/index.ts';
import { inOrganisation } from '../src/db/tenant.ts';
import type { Tx } from '../src/db/tx.ts';
import { createPracticeSet } from './exam-factories.ts';
import { createOrganisation, createUser } from './factories.ts';
import { openTestDatabase } from './helpers.ts';

/**
 * Issue 22, scenario 12 (docs/reliability.md), the second wall on every table that has one: each
 * table with row-level security gets rows of two institutes, then, as institute A's tenant role with
 * no filter of the application's: a read sees only A's rows, an update and a delete touch only A's,
 * and an insert of a B row is refused. The tables come from PostgreSQL's catalogue, so a table given
 * row-level security later fails here until it has a seed below.
 */
let database: Database;
const org = { A: '', B: '' };
let setId = '';
let student = '';
let batchOf: Record<'A' | 'B', string>;

type Seed = (tx: Tx, organizationId: string, batchId: string) => Promise<unknown>;
let days = 0;
/** A new day for each mark, so no two rows collide on (batch, student, day). */
const day = () => {
  days += 1;
  return new Date(Date.UTC(2026, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
};
let spare: string[] = [];

/** One row of each table for an institute (its batch given); the column that names the institute. */
const seeds: Record<string, { seed: Seed; column: string }> = {
  organisations: { seed: async () => undefined, column: 'id' },
  batches: {
    seed: (tx, organizationId) =>
      tx.insert(batches).values({ organizationId, name: `batch ${randomUUID()}` }),
    column: 'organization_id',
  },
  batch_members: {
    seed: (tx, organizationId, batchId) =>
      tx.insert(batchMembers).values({ organizationId, batchId, userId: spare.pop() as string }),
    column: 'organization_id',
  },
  attendance_marks: {
    seed: (tx, organizationId, batchId) =>
      tx
        .insert(attendanceMarks)
        .values({ organizationId, batchId, userId: student, day: day(), status: 'present' }),
    column: 'organization_id',
  },
  attendance_changes: {
    seed: (tx, organizationId, batchId) =>
      tx.insert(attendanceChanges).values({
        organizationId,
        batchId,
        userId: student,
        day: day(),
        fromStatus: 'absent',
        toStatus: 'present',
        fromNote: '',
        toNote: '',
        changedById: student,
      }),
    column: 'organization_id',
  },
  batch_tests: {
    seed: (tx, organizationId, batchId) =>
      tx.insert(batchTests).values({
        organizationId,
        batchId,
        setId,
        opensAt: new Date('2026-12-01T04:30:00Z'),
        closesAt: new Date('2026-12-01T06:30:00Z'),
      }),
    column: 'organization_id',
  },
  organisation_invites: {
    seed: (tx, organizationId) =>
      tx.insert(organisationInvites).values({
        organizationId,
        code: randomUUID().slice(0, 8).toUpperCase(),
        expiresAt: new Date('2027-01-01T00:00:00Z'),
      }),
    column: 'organization_id',
  },
  report_card_links: {
    seed: (tx, organizationId) =>
      tx.insert(reportCardLinks).values({
        organizationId,
        tokenHash: randomUUID(),
        studentId: student,
        language: 'hi',
        expiresAt: new Date('2027-01-01T00:00:00Z'),
      }),
    column: 'organization_id',
  },
  subscriptions: {
    seed: (tx, organizationId) =>
      tx.insert(subscriptions).values({
        organizationId,
        planKey: 'institute_10',
        status: 'ended',
        receiptNumber: `R-${randomUUID()}`,
        provider: 'free',
        paymentReference: randomUUID(),
      }),
    column: 'organization_id',
  },
};

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  org.A = (await createOrganisation(db, 'A Academy')).id;
  org.B = (await createOrganisation(db, 'B Classes')).id;
  student = (await createUser(db)).id;
  spare = await Promise.all(Array.from({ length: 4 }, async () => (await createUser(db)).id));
  const set = await createPracticeSet(db, 'SSC');
  const [row] = await db
    .select({ id: practiceSets.id })
    .from(practiceSets)
    .where(eq(practiceSets.slug, set.slug));
  setId = row?.id ?? '';
  const made = await db
    .insert(batches)
    .values([
      { organizationId: org.A, name: 'A base' },
      { organizationId: org.B, name: 'B base' },
    ])
    .returning();
  batchOf = { A: made[0]?.id ?? '', B: made[1]?.id ?? '' };
  await db.transaction(async (tx) => {
    for (const { seed } of Object.values(seeds))
      for (const side of ['A', 'B'] as const) await seed(tx, org[side], batchOf[side]);
  });
});
afterAll(() => database?.close());

const rowsOf = (r: unknown) =>
  ((r as { rows?: unknown[] }).rows ?? (r as unknown[])) as Record<string, number>[];

/** How many rows of `table` name each institute, read with the application's own (unwalled) role. */
async function countsOf(table: string, column: string) {
  const [row] = rowsOf(
    await database.db.execute(
      sql`select count(*) filter (where ${sql.identifier(column)} = ${org.A}::uuid)::int as a,
                 count(*) filter (where ${sql.identifier(column)} = ${org.B}::uuid)::int as b
          from ${sql.identifier(table)}`,
    ),
  );
  return { a: row?.a ?? 0, b: row?.b ?? 0 };
}

describe('row-level security on every table that has it', () => {
  it('the seeds cover exactly the tables PostgreSQL says have row-level security', async () => {
    const tables = rowsOf(
      await database.db.execute(
        sql`select relname from pg_class where relrowsecurity and relkind = 'r'
            and relnamespace = 'public'::regnamespace order by relname`,
      ),
    ).map((r) => r.relname as unknown as string);
    expect(tables).toEqual(Object.keys(seeds).sort());
  });

  it.each(Object.keys(seeds))(
    '%s: as institute A, unfiltered, only A’s rows are read, changed or removed',
    async (table) => {
      const { column, seed } = seeds[table] as (typeof seeds)[string];
      const before = await countsOf(table, column);
      expect(before.a).toBeGreaterThan(0);
      expect(before.b).toBeGreaterThan(0);
      const id = sql.identifier(column);
      const t = sql.identifier(table);

      // Read: every row the walled role sees is A's, and it sees all of A's.
      const seen = rowsOf(
        await inOrganisation(database.db, org.A, (tx) =>
          tx.execute(
            sql`select count(*)::int as n, count(*) filter (where ${id} <> ${org.A}::uuid)::int as other from ${t}`,
          ),
        ),
      )[0];
      expect(seen).toEqual({ n: before.a, other: 0 });

      // Insert of a B row as A: refused by the policy's check.
      // (organisations has no seed of its own: its row is moved to B's id instead, which the check also refuses.)
      const intrude = (tx: Tx) =>
        table === 'organisations'
          ? tx.execute(sql`update organisations set id = ${org.B}::uuid`)
          : seed(tx, org.B, batchOf.B);
      await expect(inOrganisation(database.db, org.A, intrude)).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/row-level security/) },
      });

      // Update and delete with no filter: only A's rows are touched; B's are all still there.
      const updated = await inOrganisation(database.db, org.A, (tx) =>
        tx.execute(sql`update ${t} set ${id} = ${id} returning 1`),
      );
      expect(rowsOf(updated)).toHaveLength(before.a);
      if (table !== 'organisations' && table !== 'batches')
        await inOrganisation(database.db, org.A, (tx) => tx.execute(sql`delete from ${t}`));
      const after = await countsOf(table, column);
      expect(after.b).toBe(before.b);
      if (table !== 'organisations' && table !== 'batches') expect(after.a).toBe(0);
    },
  );

  it('an institute set nowhere sees no row of any of them', async () => {
    for (const table of Object.keys(seeds)) {
      const seen = await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local role abhyas_tenant`);
        return rowsOf(await tx.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0];
      });
      expect(seen, table).toEqual({ n: 0 });
    }
  });
});
