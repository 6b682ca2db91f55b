import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications } from '../src/db/schema/index.ts';
import { bearer, createUser, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { createBatch, twoInstitutes } from './institute-factories.ts';

/**
 * "You were added to {batch} at {institute}" (docs/institutes.md): a student put into a batch by an
 * admin or by the roster import is told through the notification service, in their language.
 */
let t: TestApp;
let cast: Awaited<ReturnType<typeof twoInstitutes>>;

beforeAll(async () => {
  t = await createTestApp();
  cast = await twoInstitutes(t.app, t.database.db);
});
afterAll(() => t.close());

const noticesOf = (userId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'addedToBatch')));

async function listAs(username: string, language: string) {
  const { token } = await signIn(t.app, username);
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: { ...bearer(token), 'accept-language': language },
  });
  return res.json().data as { title: string; body: string; link?: string | null }[];
}

describe('a student added to a batch is told', () => {
  it('by an admin: once, in Hindi for a Hindi reader, with a push in the language they chose', async () => {
    const send = vi.spyOn(t.app.deps.push, 'send').mockResolvedValue({ sent: 1, removed: 0 });
    const batch = await createBatch(t.database.db, cast.orgA, { name: 'SSC CGL सुबह 2026' });
    const asha = await createUser(t.database.db, {
      name: 'आशा',
      organizationId: cast.orgA,
      orgRole: 'member',
      language: 'hi',
    });
    const ravi = await createUser(t.database.db, {
      name: 'Ravi',
      organizationId: cast.orgA,
      orgRole: 'member',
      language: 'en',
    });
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/organisations/${cast.orgA}/batches/${batch.id}/students`,
        headers: bearer(cast.tokens.adminA),
        payload: { userIds: [asha.id, ravi.id] },
      });
    expect((await add()).statusCode).toBe(200);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls.map(([ids, m]) => ({ ids, title: m.title, body: m.body, url: m.url }))).toEqual(
      expect.arrayContaining([
        {
          ids: [asha.id],
          title: 'आप एक बैच में जोड़े गए',
          body: 'आपको Org A के बैच SSC CGL सुबह 2026 में जोड़ा गया है।',
          url: '/user-dashboard',
        },
        {
          ids: [ravi.id],
          title: 'You were added to a batch',
          body: 'You were added to SSC CGL सुबह 2026 at Org A.',
          url: '/user-dashboard',
        },
      ]),
    );
    expect(await listAs(asha.username, 'hi')).toEqual([
      expect.objectContaining({
        title: 'आप एक बैच में जोड़े गए',
        body: 'आपको Org A के बैच SSC CGL सुबह 2026 में जोड़ा गया है।',
      }),
    ]);
    expect((await listAs(ravi.username, 'en'))[0]).toMatchObject({
      body: 'You were added to SSC CGL सुबह 2026 at Org A.',
    });

    // Added again: already in the batch, nothing new to tell.
    send.mockClear();
    expect((await add()).statusCode).toBe(200);
    expect(await noticesOf(asha.id)).toHaveLength(1);
    expect(send).not.toHaveBeenCalled();
    send.mockRestore();
  });

  it('by a refused request: nobody is told', async () => {
    const batch = await createBatch(t.database.db, cast.orgA, { name: 'Bank PO शाम' });
    const lone = await createUser(t.database.db, { organizationId: cast.orgA, orgRole: 'member' });
    // A teacher's id among the students: the whole request is refused, nothing added, nobody told.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/organisations/${cast.orgA}/batches/${batch.id}/students`,
      headers: bearer(cast.tokens.adminA),
      payload: { userIds: [lone.id, cast.people.teacherA.id] },
    });
    expect(res.statusCode).toBe(409);
    expect(await noticesOf(lone.id)).toHaveLength(0);
  });

  it('by the roster import: students only, not on a dry run, in their language', async () => {
    const send = vi.spyOn(t.app.deps.push, 'send').mockResolvedValue({ sent: 1, removed: 0 });
    const meera = await createUser(t.database.db, { name: 'मीरा', language: 'hi' });
    const teacher = await createUser(t.database.db, { name: 'Gupta Sir' });
    const csv = [
      'username,batch,role',
      `${meera.username},Railway NTPC,`,
      `${teacher.username},Railway NTPC,teacher`,
    ].join('\n');
    const upload = (dryRun: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/organisations/${cast.orgA}/roster-import`,
        headers: bearer(cast.tokens.adminA),
        payload: { format: 'csv', contentBase64: Buffer.from(csv).toString('base64'), dryRun },
      });
    expect((await upload(true)).json()).toMatchObject({ dryRun: true, counts: { added: 2, bad: 0 } });
    expect(await noticesOf(meera.id)).toHaveLength(0);

    expect((await upload(false)).json()).toMatchObject({ imported: true });
    const [notice] = await noticesOf(meera.id);
    expect(notice?.params).toEqual({ batch: 'Railway NTPC', organisation: 'Org A' });
    expect(await noticesOf(teacher.id)).toHaveLength(0);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toEqual([meera.id]);
    expect(send.mock.calls[0]?.[1].body).toBe('आपको Org A के बैच Railway NTPC में जोड़ा गया है।');
    expect((await listAs(meera.username, 'en'))[0]).toMatchObject({
      title: 'You were added to a batch',
      body: 'You were added to Railway NTPC at Org A.',
    });
    send.mockRestore();
  });
});
