import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { freshDevice } from './test/device';
import { enterHall } from './test/enter-hall';

vi.mock('./lib/idb-store', () => import('./test/device'));

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const now = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();
const sections = [
  {
    index: 0,
    name: { hi: 'तर्कशक्ति', en: 'Reasoning' },
    totalQuestions: 2,
    markForCorrectAns: 2,
    markForInCorrectAns: -0.5,
  },
  {
    index: 1,
    name: { hi: 'गणित', en: 'Maths' },
    totalQuestions: 1,
    markForCorrectAns: 2,
    markForInCorrectAns: -0.5,
  },
];
const question = (n: number, section: number) => ({
  id: uuid(n),
  number: n,
  section,
  text: { hi: `प्रश्न पाठ ${n}`, en: `Question text ${n}` },
  options: [0, 1, 2, 3].map((i) => ({ hi: `विकल्प ${n}.${i + 1}`, en: `Option ${n}.${i + 1}` })),
  image: null,
});
const attempt = {
  id: uuid(900),
  setId: 'ssc-cgl-mock-1',
  seriesId: 'ssc-cgl-full-mocks',
  examKey: 'SSC',
  title: { hi: 'एसएससी मॉक 1', en: 'SSC Mock 1' },
  language: 'hi',
  status: 'active',
  ranked: true,
  startedAt: iso(now),
  deadline: iso(now + 60 * 60_000),
  serverNow: iso(now),
  graceSeconds: 15,
  compensatoryMinutes: 0,
  sectionalTiming: false,
  duration: 60,
  totalMarks: 6,
  passingMarks: 2,
  sections: sections.map((s) => ({ ...s, opensAt: iso(now), closesAt: iso(now + 60 * 60_000) })),
  questions: [question(1, 0), question(2, 0), question(3, 1)],
  responses: [],
  lastSeq: 0,
  currentQuestionId: null,
};
const setDetail = {
  id: uuid(800),
  slug: 'ssc-cgl-mock-1',
  seriesSlug: 'ssc-cgl-full-mocks',
  examKey: 'SSC',
  title: attempt.title,
  languages: ['hi', 'en'],
  free: true,
  totalQuestions: 3,
  duration: 60,
  totalMarks: 6,
  passingMarks: 2,
  sectionalTiming: false,
  series: {
    id: uuid(700),
    slug: 'ssc-cgl-full-mocks',
    examKey: 'SSC',
    title: attempt.title,
    description: attempt.title,
    setCount: 1,
    languages: ['hi', 'en'],
  },
  sections: sections.map((s) => ({ ...s, sectionDuration: 30 })),
};

const result = {
  attemptId: attempt.id,
  setId: attempt.setId,
  seriesId: attempt.seriesId,
  examKey: 'SSC',
  title: attempt.title,
  ranked: true,
  finishedBy: 'candidate',
  score: 0,
  totalMarks: 6,
  passingMarks: 2,
  passed: false,
  correct: 0,
  wrong: 0,
  skipped: 3,
  accuracy: null,
  timeTakenSeconds: 10,
  startedAt: iso(now),
  submittedAt: iso(now),
  rank: 1,
  percentile: 100,
  takers: 1,
  practiceRank: null,
  sections: [],
  rescore: null,
};

function server() {
  return mockFetch(({ url, method, body }) => {
    if (url === '/api/exams/sets/ssc-cgl-mock-1') return jsonResponse(200, setDetail);
    if (url === '/api/attempts?setId=ssc-cgl-mock-1') return jsonResponse(200, { items: [] });
    if (url === '/api/attempts' && method === 'POST') return jsonResponse(201, attempt);
    if (url.endsWith('/saves')) {
      const saves = (body as { saves: { seq: number }[] }).saves;
      return jsonResponse(200, {
        acked: saves.map((s) => s.seq),
        rejected: [],
        serverNow: iso(Date.now()),
        deadline: attempt.deadline,
      });
    }
    if (url.endsWith('/submit')) return jsonResponse(200, result);
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'no' } });
  });
}

beforeEach(freshDevice);

describe('exam hall', { timeout: 20_000 }, () => {
  it('starts after the declaration and saves answers with growing seqs (Hindi)', async () => {
    const { calls } = server();
    const { user } = await renderApp('/exams/ssc-cgl-full-mocks/ssc-cgl-mock-1');
    expect(await screen.findByRole('heading', { name: 'अंक योजना' })).toBeInTheDocument();
    expect(screen.getByText(/हर सही उत्तर पर \+2, हर गलत उत्तर पर -0.5/)).toBeInTheDocument();
    const begin = screen.getByRole('button', { name: 'मैं शुरू करने के लिए तैयार हूँ' });
    expect(begin).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    await user.click(begin);

    const hall = await screen.findByTestId('exam-hall');
    expect(within(hall).getByText('प्रश्न पाठ 1')).toBeInTheDocument();
    await user.click(within(hall).getByRole('radio', { name: /विकल्प 1.3/ }));
    await user.click(within(hall).getByRole('button', { name: 'Save & Next / सेव करें और आगे बढ़ें' }));
    expect(await within(hall).findByText('प्रश्न पाठ 2')).toBeInTheDocument();
    await user.click(
      within(hall).getByRole('button', { name: 'Mark for Review & Next / समीक्षा के लिए चिह्नित करें' }),
    );

    await waitFor(() => {
      const saves = calls
        .filter((c) => c.url.endsWith('/saves'))
        .flatMap((c) => (c.body as { saves: unknown[] }).saves);
      expect(saves).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ questionId: uuid(1), answer: 2, marked: false }),
          expect.objectContaining({ questionId: uuid(2), answer: null, marked: true }),
        ]),
      );
      const seqs = saves.map((s) => (s as { seq: number }).seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      expect(new Set(seqs).size).toBe(seqs.length);
    });
    // Mark for Review & Next on the last question of the section opened the next section.
    expect(within(hall).getByText('प्रश्न पाठ 3')).toBeInTheDocument();
    await user.click(within(hall).getByRole('button', { name: 'तर्कशक्ति' }));
    expect(within(hall).getByRole('button', { name: 'प्रश्न 1, उत्तर दिया (Answered)' })).toBeInTheDocument();
    expect(
      within(hall).getByRole('button', { name: 'प्रश्न 2, समीक्षा के लिए चिह्नित (Marked for Review)' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(hall).getByTestId('save-status')).toHaveAttribute('data-state', 'saved'),
    );
  });

  it('switches the question language and submits to the results page', async () => {
    const { calls } = server();
    const { user, router, hall } = await enterHall('/exams/ssc-cgl-full-mocks/ssc-cgl-mock-1', {
      language: 'en',
    });
    await user.click(within(hall).getByRole('button', { name: 'English' }));
    expect(within(hall).getByText('Question text 1')).toBeInTheDocument();
    await user.click(within(hall).getByRole('button', { name: 'Maths' }));
    expect(within(hall).getByText('Question text 3')).toBeInTheDocument();
    await user.click(within(hall).getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, submit' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/exams/ssc-cgl-full-mocks/ssc-cgl-mock-1/results'),
    );
    expect(router.state.location.search).toBe(`?attempt=${attempt.id}`);
    expect(calls.some((c) => c.url === `/api/attempts/${attempt.id}/submit`)).toBe(true);
  });
});
