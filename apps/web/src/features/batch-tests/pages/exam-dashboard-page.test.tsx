import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeItem } from '@/lib/storage';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const org = 'o1';
const now = '2026-11-22T10:00:00.000Z';
const set = (n: number) => ({
  id: `s${n}`,
  slug: `inst-${n}`,
  seriesSlug: 'inst-o1-general',
  examKey: 'general',
  title: { hi: `साप्ताहिक टेस्ट ${n}`, en: `Weekly test ${n}` },
  languages: ['hi', 'en'],
  questionCount: 50,
});
const base = (n: number, status: string, opensAt: string, closesAt: string) => ({
  id: `t${n}`,
  batch: { id: 'b1', name: 'SSC सुबह' },
  set: set(n),
  opensAt,
  closesAt,
  status,
  batchSize: 30,
});
const myTests = {
  serverNow: now,
  items: [
    {
      ...base(1, 'closed', '2026-11-20T10:00:00Z', '2026-11-20T12:00:00Z'),
      running: false,
      result: { attemptId: 'a1', score: 42.5, maxScore: 50, rank: 2, takers: 27 },
    },
    { ...base(2, 'upcoming', '2026-11-24T13:30:00Z', '2026-11-24T15:30:00Z'), running: false, result: null },
    // Half a minute past the hour: the milliseconds a render takes never tip the countdown over a minute.
    { ...base(3, 'open', '2026-11-22T09:00:00Z', '2026-11-22T12:00:30Z'), running: false, result: null },
  ],
};

function seed(orgRole?: string) {
  seedSession();
  if (orgRole) {
    writeItem('orgRole', orgRole);
    writeItem('organizationId', org);
  }
}

describe('/organization/exam-dashboard', { timeout: 30_000 }, () => {
  it('tells a user of no institute what it is for and how to join, with no call to an institute', async () => {
    seed();
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    await renderApp('/organization/exam-dashboard', { language: 'hi' });
    expect(await screen.findByText('आप अभी किसी संस्थान से नहीं जुड़े हैं')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'कोड से जुड़ें' })).toHaveAttribute('href', '/join');
    expect(calls.some((c) => c.url.includes('/organisations/'))).toBe(false);
  });

  it("shows a student's open test to start first, the coming one with its countdown, and the closed one's rank", async () => {
    seed('member');
    mockFetch(({ url }) =>
      url === `/api/organisations/${org}/my-tests` ? jsonResponse(200, myTests) : jsonResponse(200, {}),
    );
    await renderApp('/organization/exam-dashboard', { language: 'en' });
    const start = await screen.findByRole('link', { name: 'Start the test' });
    expect(start).toHaveAttribute('href', '/exams/inst-o1-general/inst-3');
    expect(screen.getByText('Closes in 2 h 0 min')).toBeInTheDocument();
    expect(screen.getByText('Opens in 2 d 3 h')).toBeInTheDocument();
    expect(screen.getByText('Rank 2 of 27 who took it (batch of 30)')).toBeInTheDocument();
    expect(screen.getByText('Your score: 42.5 of 50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your result and solutions' })).toHaveAttribute(
      'href',
      '/exams/inst-o1-general/inst-1/results?attempt=a1',
    );
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Weekly test 3', 'Weekly test 2', 'Weekly test 1']);
  });

  it('shows an admin how many of the batch took each test and their average, and the way to make tests', async () => {
    seed('admin');
    mockFetch(({ url }) =>
      url === `/api/organisations/${org}/batch-tests`
        ? jsonResponse(200, {
            serverNow: now,
            items: [
              {
                ...base(1, 'closed', '2026-11-20T10:00:00Z', '2026-11-20T12:00:00Z'),
                takers: 27,
                averageScore: 31.25,
                maxScore: 50,
              },
            ],
          })
        : jsonResponse(200, {}),
    );
    await renderApp('/organization/exam-dashboard', { language: 'hi' });
    expect(await screen.findByText('30 में से 27')).toBeInTheDocument();
    expect(screen.getByText('50 में से 31.25')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'टेस्ट बनाएँ और बैच को दें' })).toHaveAttribute(
      'href',
      '/organization/exam-dashboard/manage',
    );
  });
});

describe('/organization/exam-dashboard/manage', { timeout: 30_000 }, () => {
  it('imports a GIFT file with the subject chosen for it and shows the refused rows', async () => {
    seed('admin');
    const { calls } = mockFetch(({ url, method }) => {
      if (url === `/api/organisations/${org}/questions/import` && method === 'POST')
        return jsonResponse(422, {
          error: { code: 'IMPORT_INVALID', message: '1 problem' },
          report: {
            ok: false,
            imported: 0,
            rows: [{ row: 2, field: 'type', rule: 'validation.batchTests.onlyMultipleChoice' }],
            warnings: [],
          },
        });
      if (url.startsWith(`/api/organisations/${org}/questions`))
        return jsonResponse(200, { items: [], total: 0 });
      if (url.startsWith(`/api/organisations/${org}/sets`)) return jsonResponse(200, { items: [] });
      if (url.startsWith(`/api/organisations/${org}/batches`)) return jsonResponse(200, { data: [] });
      return jsonResponse(200, {});
    });
    const { user } = await renderApp('/organization/exam-dashboard/manage', { language: 'en' });
    const file = new File(['::Q::भारत? {=हाँ ~नहीं ~शायद ~कभी नहीं}'], 'questions.gift', { type: 'text/plain' });
    await user.upload(await screen.findByLabelText('Question file'), file);
    await waitFor(() => expect(screen.getByLabelText('File format')).toHaveValue('gift'));
    await user.selectOptions(screen.getByLabelText('Subject of these questions'), 'geography');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('Only multiple-choice questions with one correct answer can be imported.'),
    ).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST')?.body as Record<string, string>;
    expect(sent).toMatchObject({
      format: 'gift',
      subject: 'geography',
      topic: 'geography',
      difficulty: 'medium',
    });
    expect(atob(sent.contentBase64 ?? '')).not.toBe('');
    expect(screen.getByText('No questions yet')).toBeInTheDocument();
  });
});
