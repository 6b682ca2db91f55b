import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { attendanceChanges, attendanceMarks, notifications } from '../src/db/schema/index.ts';
import { bigBatch, call, dayUrl, mark, s, saveDay, today, useAttendanceApp } from './attendance-fixtures.ts';

useAttendanceApp();

const marksOf = async (day = today) =>
  (
    await s.t.database.db
      .select({ n: count() })
      .from(attendanceMarks)
      .where(and(eq(attendanceMarks.batchId, s.morning), eq(attendanceMarks.day, day)))
  )[0]?.n ?? 0;
const [a, b, c] = [0, 1, 2].map((i) => () => s.students[i]?.id ?? '') as [
  () => string,
  () => string,
  () => string,
];

describe('a day of attendance', () => {
  it('shows the roster with no marks before the day is saved', async () => {
    const res = await call('GET', dayUrl('2026-11-20'), 'teacher');
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json();
    expect(day.batch.name).toBe('SSC CGL सुबह 2026');
    expect(day.today).toBe(today);
    // The institute's own name, for the parent's message (a teacher has no other route naming it).
    expect(day.institute).toEqual({ id: s.orgA, name: 'सरस्वती कोचिंग' });
    // By name, Hindi names intact, none marked; the student of another batch is not listed.
    expect(day.students.map((x: { name: string }) => x.name)).toEqual(
      ['अंकित कुमार', 'चेतन यादव', 'भावना शर्मा'].sort(),
    );
    expect(day.students.every((x: { mark: unknown }) => x.mark === null)).toBe(true);
  });

  it('saves three statuses with notes in one request, and says who marked them and when', async () => {
    const res = await saveDay(
      [mark(a(), 'present'), mark(b(), 'absent', 'बीमार'), mark(c(), 'late', '10 मिनट देर')],
      'teacher',
      '2026-11-20',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ saved: 3, changed: 0, conflicts: [] });
    const day = (await call('GET', dayUrl('2026-11-20'), 'adminA')).json();
    const byId = new Map(day.students.map((x: { id: string }) => [x.id, x]));
    expect(byId.get(b())).toMatchObject({
      mark: {
        status: 'absent',
        note: 'बीमार',
        markedBy: { name: 'शिक्षक राम' },
        markedAt: s.t.clock().toISOString(),
      },
    });
    expect(byId.get(c())).toMatchObject({ mark: { status: 'late', note: '10 मिनट देर' } });
    expect(await marksOf('2026-11-20')).toBe(3);
    // The save answers the day as a read of it afterwards shows it (built from its writes, not re-read).
    expect(res.json().students).toEqual(day.students);
  });

  it('keeps a history row for each changed mark when a past day is saved again, and none for the unchanged', async () => {
    s.t.clock.advance(60_000);
    const res = await saveDay(
      [mark(a(), 'present'), mark(b(), 'excused', 'डॉक्टर का पर्चा'), mark(c(), 'late', '10 मिनट देर')],
      'adminA',
      '2026-11-20',
    );
    expect(res.json()).toMatchObject({ saved: 1, changed: 1 });
    const history = (await call('GET', `${dayUrl('2026-11-20')}/history`, 'teacher')).json();
    expect(history.data).toEqual([
      {
        id: expect.any(String),
        student: { id: b(), name: 'भावना शर्मा' },
        from: { status: 'absent', note: 'बीमार' },
        to: { status: 'excused', note: 'डॉक्टर का पर्चा' },
        changedBy: { id: expect.any(String), name: 'प्रधानाचार्य' },
        changedAt: s.t.clock().toISOString(),
      },
    ]);
    // The unchanged mark keeps who first marked it.
    const day = (await call('GET', dayUrl('2026-11-20'), 'teacher')).json();
    expect(day.students.find((x: { id: string }) => x.id === a()).mark.markedBy.name).toBe('शिक्षक राम');
    expect(res.json().students).toEqual(day.students);
  });

  it('refuses a student who is not on the roster, names them, and saves nothing', async () => {
    const before = await marksOf('2026-11-19');
    const res = await saveDay(
      [mark(a(), 'present'), mark(s.outsider, 'absent'), mark(s.eveningStudent, 'late')],
      'teacher',
      '2026-11-19',
    );
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'marks',
      rule: 'validation.attendance.notOnRoster',
    });
    expect(error.message).toContain(s.outsider);
    expect(error.message).toContain(s.eveningStudent);
    expect(await marksOf('2026-11-19')).toBe(before);
  });

  it('refuses the same student twice and a note that is too long', async () => {
    const twice = await saveDay([mark(a(), 'present'), mark(a(), 'absent')]);
    expect(twice.json().error.rule).toBe('validation.attendance.sameStudentTwice');
    const long = await saveDay([mark(a(), 'present', 'x'.repeat(201))]);
    expect(long.json().error.rule).toBe('validation.attendance.noteTooLong');
  });

  it('refuses a day after today in India, and takes the day that has begun in India though not in UTC', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const res = await call(
        method,
        dayUrl('2026-11-23'),
        'teacher',
        method === 'PUT' ? { marks: [mark(a(), 'present')] } : undefined,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ field: 'day', rule: 'validation.attendance.dayInFuture' });
    }
    expect((await call('GET', dayUrl('2026-02-30'), 'teacher')).json().error.rule).toBe(
      'validation.attendance.day',
    );
    // 18:45 UTC on the 22nd is 00:15 IST on the 23rd.
    const at = s.t.clock().getTime();
    s.t.clock.advance(new Date('2026-11-22T18:45:00Z').getTime() - at);
    expect((await call('GET', dayUrl('2026-11-23'), 'teacher')).statusCode).toBe(200);
    s.t.clock.advance(at - s.t.clock().getTime());
  });
});

describe('who may mark which batch', () => {
  it('answers a teacher 404 for a batch they do not teach, as for one that does not exist', async () => {
    const other = await call('GET', dayUrl(today, s.evening), 'teacher');
    const missing = await call('GET', dayUrl(today, '00000000-0000-4000-8000-000000000000'), 'teacher');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    const save = await call('PUT', dayUrl(today, s.evening), 'teacher', {
      marks: [mark(s.eveningStudent, 'absent')],
    });
    expect(save.statusCode).toBe(404);
    expect((await call('GET', `${dayUrl(today, s.evening)}/history`, 'teacher')).statusCode).toBe(404);
    // Their own batch's teacher may.
    expect((await call('GET', dayUrl(today, s.evening), 'otherTeacher')).statusCode).toBe(200);
  });

  it("refuses the admin of institute B, a student and anonymous with A's ids, and changes nothing", async () => {
    const before = await marksOf('2026-11-20');
    const body = { marks: [mark(a(), 'absent')] };
    for (const [who, status] of [
      ['adminB', 403],
      ['student', 403],
      [null, 401],
    ] as const) {
      for (const url of [dayUrl('2026-11-20'), `${dayUrl('2026-11-20')}/history`]) {
        const res = await call('GET', url, who);
        expect(res.statusCode, `${who} GET ${url}`).toBe(status);
        expect(res.body).not.toContain('अंकित');
      }
      expect((await call('PUT', dayUrl('2026-11-20'), who, body)).statusCode).toBe(status);
    }
    // B's admin with B in the path and A's batch: 404, the batch is not B's.
    const swapped = await call('GET', dayUrl('2026-11-20', s.morning, s.orgB), 'adminB');
    expect(swapped.statusCode).toBe(404);
    const put = await call('PUT', dayUrl('2026-11-20', s.morning, s.orgB), 'adminB', body);
    expect(put.statusCode).toBe(404);
    expect(await marksOf('2026-11-20')).toBe(before);
    const [first] = await s.t.database.db
      .select()
      .from(attendanceMarks)
      .where(and(eq(attendanceMarks.userId, a()), eq(attendanceMarks.day, '2026-11-20')));
    expect(first?.status).toBe('present');
  });
});

describe('telling an absent student', () => {
  /** The student's attendance notices about 21 November (earlier tests marked other days). */
  const noticesOf = async (userId: string) =>
    (
      await s.t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'attendanceMarked')))
    ).filter((n) => (n.params as { day: string }).day === '2026-11-21');

  it('notifies once per day and batch, in the student’s language, and pushes after the save', async () => {
    const send = vi.spyOn(s.t.app.deps.push, 'send').mockResolvedValue({ sent: 1, removed: 0 });
    const day = '2026-11-21';
    await saveDay([mark(a(), 'absent'), mark(b(), 'absent'), mark(c(), 'present')], 'teacher', day);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    // One push per language: Hindi for the student who chose Hindi, English for the one who chose English.
    const messages = send.mock.calls.map(([ids, m]) => ({ ids, title: m.title, url: m.url }));
    expect(messages).toEqual(
      expect.arrayContaining([
        { ids: [a()], title: 'आपकी अनुपस्थिति दर्ज हुई', url: '/user-dashboard' },
        { ids: [b()], title: 'You were marked absent', url: '/user-dashboard' },
      ]),
    );
    // The list shows it in the reader's language.
    const list = await s.t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { authorization: `Bearer ${s.tokens.student}`, 'accept-language': 'hi' },
    });
    expect(list.json().data[0]).toMatchObject({
      title: 'आपकी अनुपस्थिति दर्ज हुई',
      body: 'SSC CGL सुबह 2026: 21 नवंबर 2026 को आप अनुपस्थित दर्ज किए गए।',
    });

    // absent → present → absent, and absent → late: nothing more.
    s.t.clock.advance(60_000);
    await saveDay([mark(a(), 'present'), mark(b(), 'late'), mark(c(), 'present')], 'teacher', day);
    s.t.clock.advance(60_000);
    await saveDay([mark(a(), 'absent'), mark(b(), 'late'), mark(c(), 'late')], 'adminA', day);
    expect(await noticesOf(a())).toHaveLength(1);
    expect(await noticesOf(b())).toHaveLength(1);
    // The third student was late for the first time that day: told once.
    expect(await noticesOf(c())).toHaveLength(1);
    expect((await noticesOf(c()))[0]?.params).toEqual({ batch: 'SSC CGL सुबह 2026', day, status: 'late' });
    send.mockRestore();
  });
});

describe('a day kept offline', () => {
  it('does not overwrite a newer edit: a mark based on an older copy comes back as a conflict', async () => {
    const day = '2026-11-18';
    const first = (await saveDay([mark(a(), 'present'), mark(b(), 'present')], 'teacher', day)).json();
    const seen = new Map(
      first.students.map((x: { id: string; mark: { markedAt: string } | null }) => [
        x.id,
        x.mark?.markedAt ?? null,
      ]),
    );
    // The admin changes one mark online…
    s.t.clock.advance(5 * 60_000);
    await saveDay([mark(a(), 'absent', 'फ़ोन आया')], 'adminA', day);
    // …while the teacher's phone, offline, changed both from the copy it had.
    s.t.clock.advance(5 * 60_000);
    const synced = await saveDay(
      [
        { ...mark(a(), 'late'), basedOn: seen.get(a()) },
        { ...mark(b(), 'excused'), basedOn: seen.get(b()) },
        { ...mark(c(), 'present'), basedOn: null },
      ],
      'teacher',
      day,
      { clientSavedAt: s.t.clock().getTime() - 4 * 60_000 },
    );
    expect(synced.statusCode, synced.body).toBe(200);
    const body = synced.json();
    expect(body).toMatchObject({ saved: 2, changed: 1, clientSavedAt: s.t.clock().getTime() - 4 * 60_000 });
    expect(body.conflicts).toEqual([
      {
        userId: a(),
        name: 'अंकित कुमार',
        yours: { status: 'late', note: '' },
        theirs: expect.objectContaining({
          status: 'absent',
          note: 'फ़ोन आया',
          markedBy: expect.objectContaining({ name: 'प्रधानाचार्य' }),
        }),
      },
    ]);
    const statuses = Object.fromEntries(
      body.students.map((x: { id: string; mark: { status: string } }) => [x.id, x.mark.status]),
    );
    expect(statuses).toEqual({ [a()]: 'absent', [b()]: 'excused', [c()]: 'present' });
  });
});

describe('a batch of 500', () => {
  it('saves 500 students in one request', async () => {
    const db = s.t.database.db;
    const { batch: big, ids } = await bigBatch('बड़ा बैच', 500, 'att_big');
    const rows = ids.map((id) => ({ id }));
    const statuses = ['present', 'absent', 'late', 'excused'] as const;
    const res = await call('PUT', dayUrl(today, big.id), 'adminA', {
      marks: rows.map((r, i) => mark(r.id, statuses[i % 4] ?? 'present', i % 10 === 0 ? 'नोट' : '')),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().saved).toBe(500);
    expect(res.json().students).toHaveLength(500);
    const [n] = await db
      .select({ n: count() })
      .from(attendanceMarks)
      .where(eq(attendanceMarks.batchId, big.id));
    expect(n?.n).toBe(500);
    // Saved again with every mark changed: 500 history rows from the one statement.
    const again = await call('PUT', dayUrl(today, big.id), 'adminA', {
      marks: rows.map((r) => mark(r.id, 'present')),
    });
    // Three in four statuses change, and the notes of 25 present students go.
    expect(again.json().changed).toBe(400);
    const [h] = await db
      .select({ n: count() })
      .from(attendanceChanges)
      .where(eq(attendanceChanges.batchId, big.id));
    expect(h?.n).toBe(400);
  });
});
