import {
  batchRules,
  type InviteRole,
  type RosterImportRequest,
  type RosterReport,
  type RosterRow,
} from '@abhyas/core';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { batches, batchMembers, users } from '../../../db/schema/index.ts';
import { inOrganisation } from '../../../db/tenant.ts';
import type { Deps } from '../../../deps.ts';
import { syncBatchGroups } from '../../community/batch-groups.ts';
import { assertRoomFor, lockSeats } from '../../plans/seats.ts';
import type { Table } from '../../questions/parse-file.ts';
import { type AddedNotice, instituteName, pushAddedNotices, writeAddedNotices } from '../batch-notices.ts';
import { readRosterFile } from '../import/roster-reader.ts';
import { refusal } from '../policy.ts';

/** Header names a roster may use, English or Hindi, any case. */
const columns = {
  name: ['name', 'full name', 'student name', 'नाम', 'छात्र का नाम'],
  username: ['username', 'user name', 'username or email', 'उपयोगकर्ता नाम', 'यूज़रनेम'],
  email: ['email', 'e-mail', 'ईमेल'],
  batch: ['batch', 'batch name', 'बैच', 'बैच का नाम'],
  role: ['role', 'भूमिका'],
} as const;
type Column = keyof typeof columns;

const roleWords: Record<string, InviteRole> = {
  '': 'member',
  member: 'member',
  student: 'member',
  छात्र: 'member',
  विद्यार्थी: 'member',
  teacher: 'teacher',
  शिक्षक: 'teacher',
  अध्यापक: 'teacher',
};

const rule = (name: string) => `validation.batches.row.${name}`;
const fileRule = (name: string) => `validation.batches.file.${name}`;

interface Draft extends RosterRow {
  key: string;
  userId: string | null;
}

function emptyReport(dryRun: boolean, fileProblems: string[]): RosterReport {
  return {
    imported: false,
    dryRun,
    fileProblems,
    rows: [],
    newBatches: [],
    counts: { added: 0, alreadyMember: 0, bad: 0 },
  };
}

/** The rows of a read table as drafts, or the file's problems. */
function draftsOf(table: Table): Draft[] | string[] {
  const header = table.header.map((h) => h.trim().toLowerCase());
  const at = Object.fromEntries(
    (Object.keys(columns) as Column[]).map((c) => [
      c,
      header.findIndex((h) => (columns[c] as readonly string[]).includes(h)),
    ]),
  ) as Record<Column, number>;
  if (at.username < 0 && at.email < 0) return [fileRule('identifierColumn')];
  const cell = (cells: string[], c: Column) => (at[c] < 0 ? '' : (cells[at[c]] ?? '').trim());
  const rows = table.rows.filter(([, cells]) => cells.some((c) => c.trim() !== ''));
  if (rows.length === 0) return [fileRule('noRows')];
  if (rows.length > batchRules.import.rowsMax) return [fileRule('tooManyRows')];
  const seen = new Set<string>();
  return rows.map(([row, cells]) => {
    const identifier = cell(cells, 'username') || cell(cells, 'email');
    const key = identifier.toLowerCase();
    const roleWord = cell(cells, 'role').toLowerCase();
    const batch = cell(cells, 'batch');
    const problems: string[] = [];
    if (!identifier) problems.push(rule('identifierMissing'));
    else if (seen.has(key)) problems.push(rule('duplicate'));
    seen.add(key);
    const role = roleWords[roleWord];
    if (!role) problems.push(rule('roleUnknown'));
    if (batch && (batch.length < batchRules.name.min || batch.length > batchRules.name.max))
      problems.push(rule('batchName'));
    return {
      row,
      name: cell(cells, 'name').slice(0, 200),
      identifier: identifier.slice(0, 200),
      batch: batch ? batch.slice(0, 200) : null,
      role: role ?? 'member',
      outcome: problems.length > 0 ? 'bad' : 'added',
      accountName: null,
      problems,
      key,
      userId: null,
    } satisfies Draft;
  });
}

/**
 * Imports a roster of existing accounts (docs/institutes.md, "Roster import"): each row names an
 * account by username or email; it joins the institute as a student (or teacher) and the named batch,
 * made when no active batch has that name. Every row is checked first; when one is bad nothing is
 * written and the report says which and why. `dryRun` checks and reports only. Each student newly in
 * a batch is told ("You were added to …"), pushed after the commit.
 */
export async function importRoster(
  d: Deps,
  organizationId: string,
  input: Required<Pick<RosterImportRequest, 'format' | 'contentBase64'>> & { dryRun: boolean },
): Promise<RosterReport> {
  const table = await readRosterFile({
    format: input.format,
    contentBase64: input.contentBase64,
    bytesMax: batchRules.import.bytesMax,
  });
  if ('rule' in table) return emptyReport(input.dryRun, [table.rule]);
  const drafts = draftsOf(table);
  if (typeof drafts[0] === 'string') return emptyReport(input.dryRun, drafts as string[]);
  const rows = drafts as Draft[];

  const { report, notices } = await inOrganisation(d.db, organizationId, async (tx) => {
    // Locked first, so a join by code cannot take a seat between this count and the writes.
    const seats = await lockSeats(tx, organizationId);
    const keys = [...new Set(rows.map((r) => r.key).filter(Boolean))];
    const accounts =
      keys.length === 0
        ? []
        : await tx
            .select({
              id: users.id,
              name: users.name,
              username: users.username,
              email: users.email,
              organizationId: users.organizationId,
              orgRole: users.orgRole,
              orgDeactivatedAt: users.orgDeactivatedAt,
              language: users.language,
            })
            .from(users)
            .where(or(inArray(users.username, keys), inArray(sql`lower(${users.email})`, keys)));
    const byKey = new Map<string, (typeof accounts)[number]>();
    for (const a of accounts) {
      byKey.set(a.username.toLowerCase(), a);
      byKey.set(a.email.toLowerCase(), a);
    }
    for (const r of rows) {
      if (!r.key || r.problems.includes(rule('duplicate'))) continue;
      const account = byKey.get(r.key);
      if (!account) r.problems.push(rule('noAccount'));
      else if (account.organizationId && account.organizationId !== organizationId)
        r.problems.push(rule('otherInstitute'));
      else {
        r.userId = account.id;
        r.accountName = account.name;
        if (account.organizationId === organizationId) r.outcome = 'alreadyMember';
      }
      if (r.problems.length > 0) r.outcome = 'bad';
    }
    // Two rows naming one account (one by username, one by email) are one person twice.
    const rowOf = new Map<string, Draft>();
    for (const r of rows) {
      if (!r.userId) continue;
      if (rowOf.has(r.userId)) {
        r.problems.push(rule('duplicate'));
        r.outcome = 'bad';
      } else rowOf.set(r.userId, r);
    }

    const existing = await tx
      .select({ id: batches.id, name: batches.name })
      .from(batches)
      .where(and(eq(batches.organizationId, organizationId), isNull(batches.archivedAt)));
    const batchIds = new Map(existing.map((b) => [b.name.toLowerCase(), b.id]));
    const batchNames = new Map(existing.map((b) => [b.id, b.name]));
    const newBatches = [
      ...new Map(
        rows.flatMap((r) =>
          r.batch && !batchIds.has(r.batch.toLowerCase()) ? [[r.batch.toLowerCase(), r.batch]] : [],
        ) as [string, string][],
      ).values(),
    ];
    const count = (o: RosterRow['outcome']) => rows.filter((r) => r.outcome === o).length;
    const bad = count('bad');
    const report: RosterReport = {
      imported: false,
      dryRun: input.dryRun,
      fileProblems: [],
      rows: rows.map(({ key: _k, userId: _u, ...row }) => row),
      newBatches,
      counts: { added: count('added'), alreadyMember: count('alreadyMember'), bad },
    };
    if (bad > 0) return { report, notices: [] };
    // The plan's student limit: the new students of the whole file, refused as one (a dry run too).
    assertRoomFor(seats, rows.filter((r) => r.outcome === 'added' && r.role === 'member').length);
    if (input.dryRun) return { report, notices: [] };

    const now = d.clock();
    for (const name of newBatches) {
      const [made] = await tx
        .insert(batches)
        .values({ organizationId, name, createdAt: now })
        .returning({ id: batches.id });
      if (made) {
        batchIds.set(name.toLowerCase(), made.id);
        batchNames.set(made.id, name);
      }
    }
    const organisation = await instituteName(tx, organizationId);
    const notices: AddedNotice[] = [];
    for (const r of rows) {
      if (!r.userId) continue;
      let role: InviteRole | 'admin' = r.role;
      if (r.outcome === 'added') {
        const joined = await tx
          .update(users)
          .set({ organizationId, orgRole: r.role, orgDeactivatedAt: null, updatedAt: now })
          .where(and(eq(users.id, r.userId), isNull(users.organizationId)))
          .returning({ id: users.id });
        // Someone joined another institute between the check and now: the whole import is refused.
        if (joined.length === 0)
          throw refusal(
            'contentBase64',
            rule('otherInstitute'),
            `Row ${r.row} joined another institute meanwhile`,
          );
      } else {
        const account = byKey.get(r.key);
        if (!account || account.orgDeactivatedAt) continue;
        role = account.orgRole ?? 'member';
      }
      const batchId = r.batch ? batchIds.get(r.batch.toLowerCase()) : undefined;
      const batchRole = role === 'member' ? 'student' : role === 'teacher' ? 'teacher' : null;
      if (!batchId || !batchRole) continue;
      const inserted = await tx
        .insert(batchMembers)
        .values({ batchId, userId: r.userId, organizationId, role: batchRole, addedAt: now })
        .onConflictDoNothing()
        .returning({ userId: batchMembers.userId });
      if (batchRole === 'student' && inserted.length > 0)
        notices.push({
          userId: r.userId,
          language: byKey.get(r.key)?.language ?? null,
          params: { batch: batchNames.get(batchId) ?? r.batch ?? '', organisation },
        });
    }
    await writeAddedNotices(tx, notices);
    // Imports only add people (and batches): nobody leaves a group, so nothing to announce.
    await syncBatchGroups(tx, organizationId, 'all', now);
    return { report: { ...report, imported: true }, notices };
  });
  pushAddedNotices(d, notices);
  return report;
}
