import type { DashboardSummary } from '@abhyas/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeItem } from '@/lib/storage';
import { errorResponse, jsonResponse, mockFetch, testUser } from '@/test/fetch-mock';
import { emptySummary } from '@/test/fixtures/dashboard-summary';
import { renderApp, seedSession } from '@/test/render-app';

const days = ['20', '21', '22', '23', '24', '25', '26'].map((d, i) => ({
  day: `2026-11-${d}`,
  focusMinutes: [0, 0, 0, 0, 0, 10, 25][i] ?? 0,
  sessions: i >= 5 ? 1 : 0,
}));

/** A new student's week: seven days with nothing studied. */
const empty: DashboardSummary = {
  ...emptySummary,
  study: { days: days.map((d) => ({ ...d, focusMinutes: 0, sessions: 0 })), totalMinutes: 0 },
};

const average = { subject: 'maths', topic: 'average', attempts: 25, correct: 12, accuracy: 48 };
const polity = { subject: 'polity', topic: 'polity', attempts: 10, correct: 9, accuracy: 90 };

const busy: DashboardSummary = {
  ...empty,
  next: {
    unfinishedTests: [
      {
        attemptId: '11111111-1111-4111-8111-111111111111',
        seriesId: 'ssc-cgl-full-mocks',
        setId: 'ssc-cgl-mock-1',
        title: { hi: 'एसएससी सीजीएल मॉक 1', en: 'SSC CGL Mock 1' },
        language: 'hi',
        startedAt: '2026-11-26T09:30:00.000Z',
        deadline: '2026-11-26T10:30:00.000Z',
        submittedAt: null,
        score: null,
      },
    ],
    unfinishedQuiz: {
      id: '33333333-3333-4333-8333-333333333333',
      kind: 'topic',
      subject: 'maths',
      topic: 'average',
      total: 10,
      answered: 4,
      startedAt: '2026-11-26T09:00:00.000Z',
    },
    cardsDueToday: 3,
    weakestTopic: average,
  },
  totals: {
    mockTestsTaken: 2,
    quizzesTaken: 5,
    mockAverageScorePercent: 35,
    quizAverageScorePercent: 60,
    accuracy: 60,
    answered: 35,
    bookmarks: 4,
  },
  subjects: [
    { subject: 'maths', attempts: 25, correct: 12, accuracy: 48 },
    { subject: 'polity', attempts: 10, correct: 9, accuracy: 90 },
  ],
  topics: [average, polity],
  weakTopics: [average],
  scoreTrend: [
    {
      attemptId: '22222222-2222-4222-8222-222222222222',
      seriesId: 'ctet-paper-1',
      setId: 'ctet-mock-2',
      title: { hi: 'सीटेट मॉक 2', en: 'CTET Mock 2' },
      submittedAt: '2026-11-21T09:30:00.000Z',
      score: 15,
      totalMarks: 50,
      percent: 30,
    },
    {
      attemptId: '44444444-4444-4444-8444-444444444444',
      seriesId: 'ctet-paper-1',
      setId: 'ctet-mock-3',
      title: { hi: 'सीटेट मॉक 3', en: 'CTET Mock 3' },
      submittedAt: '2026-11-25T09:30:00.000Z',
      score: 20,
      totalMarks: 50,
      percent: 40,
    },
  ],
  study: { days, totalMinutes: 35 },
  streak: { current: 2, best: 6, activeToday: true },
};

const quizId = '55555555-5555-4555-8555-555555555555';

function dashboard(summary: DashboardSummary | Response) {
  seedSession();
  writeItem('selectedLanguage', 'hi');
  return mockFetch(({ url, method }) => {
    if (url === '/api/dashboard/summary')
      return summary instanceof Response ? summary : jsonResponse(200, summary);
    if (url === '/api/notifications')
      return jsonResponse(200, { data: [], meta: { page: 1, limit: 20, total: 0, pages: 1 } });
    if ((url === '/api/quizzes' || url === '/api/quizzes/aimed') && method === 'POST')
      return jsonResponse(201, {
        id: quizId,
        kind: url.endsWith('aimed') ? 'aimed' : 'topic',
        subject: url.endsWith('aimed') ? null : 'maths',
        topic: url.endsWith('aimed') ? null : 'average',
        length: 10,
        timerSeconds: null,
        startedAt: '2026-11-26T10:00:00.000Z',
        finishedAt: null,
        serverTime: '2026-11-26T10:00:01.000Z',
        questions: [],
        verdicts: [],
      });
    if (url.startsWith('/api/quizzes/')) return errorResponse(404, { code: 'NOT_FOUND' });
    return jsonResponse(200, { user: testUser });
  });
}

describe('the student dashboard (/quiz-dashboard)', () => {
  it('puts what to do next first: the unfinished test and quiz, cards due, the weakest topic (Hindi)', async () => {
    const { callsTo } = dashboard(busy);
    await renderApp('/quiz-dashboard', { language: 'hi' });
    const main = await screen.findByRole('main');
    const next = await within(main).findByRole('region', { name: 'आगे क्या करें' });
    expect(within(next).getByText('एसएससी सीजीएल मॉक 1')).toBeInTheDocument();
    expect(within(next).getByText(/30 मिनट बाकी/)).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'टेस्ट जारी रखें' })).toHaveAttribute(
      'href',
      '/exams/ssc-cgl-full-mocks/ssc-cgl-mock-1?lang=hi',
    );
    expect(within(next).getByText('गणित · औसत')).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'क्विज़ जारी रखें' })).toHaveAttribute(
      'href',
      `/quiz/maths/average?id=33333333-3333-4333-8333-333333333333`,
    );
    expect(within(next).getByText('आज 3 फ़्लैश कार्ड दोहराने हैं')).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'कार्ड दोहराएँ' })).toHaveAttribute(
      'href',
      '/flash-card/review',
    );
    expect(within(next).getByTestId('weakest-topic')).toHaveTextContent('औसत (गणित) · सटीकता 48%');
    expect(callsTo('/api/dashboard/summary')[0]?.headers.authorization).toBe('Bearer access-0');

    // The numbers, the charts (each with a text summary in Hindi) and the streak.
    expect(within(main).getByTestId('stat-tests')).toHaveTextContent('2');
    expect(within(main).getByTestId('stat-average')).toHaveTextContent('35%');
    expect(within(main).getByTestId('stat-accuracy')).toHaveTextContent('60%');
    expect(within(main).getByTestId('trend-summary')).toHaveTextContent(
      'पिछले 2 मॉक टेस्ट के अंक, अधिकतम अंकों के प्रतिशत में: सीटेट मॉक 2',
    );
    expect(within(main).getByTestId('trend-chart')).toHaveTextContent('टेस्ट (पुराने से नए)');
    expect(within(main).getByText('अधिकतम अंकों का %')).toBeInTheDocument();
    expect(within(main).getByTestId('accuracy-summary')).toHaveTextContent('गणित: 48% (25 में से 12 सही)।');
    expect(within(main).getByText('सबसे कमज़ोर विषय: गणित।')).toBeInTheDocument();
    const bars = within(main).getByTestId('accuracy-chart').querySelectorAll('[data-accuracy]');
    expect([...bars].map((b) => (b as HTMLElement).style.width)).toEqual(['48%', '90%']);
    expect(within(main).getByTestId('study-week-total')).toHaveTextContent('इस हफ़्ते 35 मिनट');
    expect(within(main).getByTestId('week-summary')).toHaveTextContent('पिछले 7 दिनों में कुल 35 मिनट पढ़ाई।');
    expect(within(main).getByTestId('streak-current')).toHaveTextContent('2 दिन');
    expect(within(main).getByTestId('streak-best')).toHaveTextContent('6 दिन');
    // Not the header's flame (the Problem of the Day streak): its own name, and what it counts.
    const streak = within(main).getByRole('region', { name: 'अभ्यास की लय' });
    expect(streak).toHaveAccessibleDescription(/क्विज़ का सवाल हल किया, टेस्ट जमा किया/);
    expect(within(streak).getByText(/ऊपर की लौ कुछ और गिनती है/)).toBeInTheDocument();
    // The account card and sign-out stay.
    expect(within(main).getByRole('region', { name: 'आपका खाता' })).toBeInTheDocument();
  });

  it('starts a quiz of a weak topic in one tap and opens it', async () => {
    const { callsTo } = dashboard(busy);
    const { user, router } = await renderApp('/quiz-dashboard', { language: 'en' });
    const weak = await screen.findByTestId('weak-topics');
    await user.click(within(weak).getByRole('button', { name: 'Practise Average' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz/maths/average'));
    expect(router.state.location.search).toBe(`?id=${quizId}`);
    expect(callsTo('/api/quizzes')[0]?.body).toEqual({
      subject: 'maths',
      topic: 'average',
      length: 10,
      timerMinutes: null,
    });
  });

  it('starts "Practise my weak topics" (the aimed quiz) from the dashboard', async () => {
    const { callsTo } = dashboard(busy);
    const { user, router } = await renderApp('/quiz-dashboard', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Practise my weak topics' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz/weak-topics/all'));
    expect(callsTo('/api/quizzes/aimed')).toHaveLength(1);
  });

  it('leads a brand-new student to a first test and a first quiz (English)', async () => {
    dashboard(empty);
    await renderApp('/quiz-dashboard', { language: 'en' });
    const main = await screen.findByRole('main');
    const next = await within(main).findByRole('region', { name: 'What to do next' });
    expect(within(next).getByRole('link', { name: 'Take your first test' })).toHaveAttribute(
      'href',
      '/exams',
    );
    expect(within(next).getByRole('link', { name: 'Start a quiz' })).toHaveAttribute('href', '/quiz');
    expect(
      within(main).getByText('Your score trend will show here after your first mock test.'),
    ).toBeInTheDocument();
    expect(
      within(main).getByText(
        'Answer quiz or test questions and your accuracy in each subject will show here.',
      ),
    ).toBeInTheDocument();
    expect(within(main).getByTestId('stat-average')).toHaveTextContent('—');
    expect(within(main).getByTestId('streak-current')).toHaveTextContent('0 days');
    expect(within(main).queryByTestId('trend-chart')).toBeNull();
  });

  it('still offers the test series when the dashboard cannot be loaded, with a retry', async () => {
    dashboard(errorResponse(500, { code: 'INTERNAL' }));
    await renderApp('/quiz-dashboard', { language: 'en' });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Browse the test series' })).toHaveAttribute(
      'href',
      '/exams',
    );
  });

  it('is also the screen at /user-dashboard', async () => {
    dashboard(busy);
    await renderApp('/user-dashboard', { language: 'en' });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('region', { name: 'What to do next' })).toBeInTheDocument();
  });
});
