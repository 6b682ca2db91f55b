import type { AttendanceStatus } from '@abhyas/core';
import { afterAll, beforeAll } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { bearer, createOrganisation, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { addToBatch, createBatch } from './institute-factories.ts';

/**
 * What the attendance tests share: institute A with two batches (morning: three students with Hindi
 * names and its teacher; evening: one student and another teacher), institute B with its admin, and
 * request helpers. The test clock's today is 22 November 2026 in India.
 */
export const today = '2026-11-22';
export const s: {
  t: TestApp;
  orgA: string;
  orgB: string;
  morning: string;
  evening: string;
  students: { id: string; name: string }[];
  eveningStudent: string;
  outsider: string;
  tokens: Record<string, string>;
} = {
  t: undefined as unknown as TestApp,
  orgA: '',
  orgB: '',
  morning: '',
  evening: '',
  students: [],
  eveningStudent: '',
  outsider: '',
  tokens: {},
};

export function useAttendanceApp() {
  beforeAll(async () => {
    s.t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '86400' });
    const db = s.t.database.db;
    const a = await createOrganisation(db, 'सरस्वती कोचिंग');
    const b = await createOrganisation(db, 'Org B');
    s.orgA = a.id;
    s.orgB = b.id;
    const morning = await createBatch(db, a.id, { name: 'SSC CGL सुबह 2026' });
    const evening = await createBatch(db, a.id, { name: 'Bank PO शाम' });
    s.morning = morning.id;
    s.evening = evening.id;
    const member = { orgRole: 'member' as const, organizationId: a.id };
    const people = [
      await createUser(db, { ...member, name: 'अंकित कुमार', language: 'hi' }),
      await createUser(db, { ...member, name: 'भावना शर्मा', language: 'en' }),
      await createUser(db, { ...member, name: 'चेतन यादव' }),
    ];
    s.students = people.map((p) => ({ id: p.id, name: p.name }));
    await addToBatch(
      db,
      morning,
      s.students.map((p) => p.id),
    );
    const eveningStudent = await createUser(db, { ...member, name: 'दीपा' });
    s.eveningStudent = eveningStudent.id;
    await addToBatch(db, evening, [eveningStudent.id]);
    s.outsider = (await createUser(db, { ...member, name: 'बाहरी' })).id;
    const who = {
      adminA: await createUser(db, { orgRole: 'admin', organizationId: a.id, name: 'प्रधानाचार्य' }),
      teacher: await createUser(db, { orgRole: 'teacher', organizationId: a.id, name: 'शिक्षक राम' }),
      otherTeacher: await createUser(db, { orgRole: 'teacher', organizationId: a.id }),
      adminB: await createUser(db, { orgRole: 'admin', organizationId: b.id }),
      student: people[0] as (typeof people)[number],
      platformAdmin: await createUser(db, { role: 'admin' }),
    };
    await addToBatch(db, morning, [who.teacher.id], 'teacher');
    await addToBatch(db, evening, [who.otherTeacher.id], 'teacher');
    for (const [k, u] of Object.entries(who)) s.tokens[k] = (await signIn(s.t.app, u.username)).token;
  });
  afterAll(() => s.t.close());
}

export const dayUrl = (day = today, batch = s.morning, org = s.orgA) =>
  `/api/organisations/${org}/attendance/${batch}/${day}`;

export const call = (
  method: 'GET' | 'PUT',
  url: string,
  who: string | null,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  s.t.app.inject({
    method,
    url,
    headers: { ...(who ? bearer(s.tokens[who] ?? '') : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

export const mark = (userId: string, status: AttendanceStatus, note = '') => ({ userId, status, note });

/** Saves a day of the morning batch as `who` (the teacher by default). */
export const saveDay = (marks: object[], who = 'teacher', day = today, extra: object = {}) =>
  call('PUT', dayUrl(day), who, { marks, ...extra });

/** A new batch of institute A with `count` students named "<name> 0…", for the big-batch tests. */
export async function bigBatch(name: string, count: number, prefix: string) {
  const db = s.t.database.db;
  const batch = await createBatch(db, s.orgA, { name });
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `${name} ${i}`,
        username: `${prefix}_${i}`,
        email: `${prefix}_${i}@example.in`,
        passwordHash: 'x',
        organizationId: s.orgA,
        orgRole: 'member' as const,
      })),
    )
    .returning({ id: users.id });
  await addToBatch(
    db,
    batch,
    rows.map((r) => r.id),
  );
  return { batch, ids: rows.map((r) => r.id) };
}
