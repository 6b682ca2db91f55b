import type { AccessRow } from './access-row.ts';

const absent = '00000000-0000-4000-8000-000000000000';
/** A route of institute A for its admins (or staff): only A's admins and platform admins get through. */
const adminsOfA = (status: number) => ({
  anonymous: 401,
  student: 403,
  orgAdminA: status,
  orgAdminB: 403,
  platformAdmin: status,
});
/** The general exam's 50 made-up question ids. */
const fifty = Array.from(
  { length: 50 },
  (_, i) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
);
const oneQuestion = (n: number) =>
  Buffer.from(
    JSON.stringify([
      {
        subject: 'history',
        topic: 'modern-history',
        difficulty: 'easy',
        text: { hi: `पहुँच प्रश्न ${n}`, en: `Access question ${n}` },
        options: ['1', '2', '3', '4'].map((o) => ({ hi: o, en: o })),
        answer: 1,
        explanation: { hi: 'व्याख्या', en: 'Because' },
      },
    ]),
  ).toString('base64');

/**
 * The access table's rows of the institute's own tests (docs/institutes.md, "The institute's own
 * tests"): made-up ids answer 404 to those let through; cross-institute ids, teachers' scope and
 * the start window are tested in institutes-batch-tests*.test.ts.
 */
export const instituteBatchTestRows = (orgA: () => string): AccessRow[] => {
  const org = () => `/api/organisations/${orgA()}`;
  return [
    {
      route: () => ({
        method: 'POST',
        url: `${org()}/questions/import`,
        payload: { format: 'json', fileName: 'q.json', contentBase64: oneQuestion(1) },
      }),
      expect: adminsOfA(200),
    },
    { route: () => ({ method: 'GET', url: `${org()}/questions` }), expect: adminsOfA(200) },
    { route: () => ({ method: 'GET', url: `${org()}/sets` }), expect: adminsOfA(200) },
    {
      route: () => ({
        method: 'POST',
        url: `${org()}/sets`,
        payload: {
          examKey: 'general',
          title: { hi: 'टेस्ट', en: 'Test' },
          languages: ['hi'],
          questionIds: fifty,
        },
      }),
      expect: adminsOfA(404),
    },
    {
      route: () => ({ method: 'GET', url: `${org()}/sets/${absent}/export?format=moodle-xml` }),
      expect: adminsOfA(404),
    },
    { route: () => ({ method: 'GET', url: `${org()}/batch-tests` }), expect: adminsOfA(200) },
    {
      route: () => ({
        method: 'POST',
        url: `${org()}/batch-tests`,
        payload: {
          batchId: absent,
          setId: absent,
          opensAt: '2030-01-01T10:00:00Z',
          closesAt: '2030-01-01T12:00:00Z',
        },
      }),
      expect: adminsOfA(404),
    },
    { route: () => ({ method: 'DELETE', url: `${org()}/batch-tests/${absent}` }), expect: adminsOfA(404) },
    {
      route: () => ({ method: 'GET', url: `${org()}/my-tests` }),
      expect: { anonymous: 401, student: 200, orgAdminA: 200, orgAdminB: 403, platformAdmin: 200 },
    },
  ];
};
