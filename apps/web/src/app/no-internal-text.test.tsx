import type { DashboardSummary, Deck, Flashcard, NoteDetail, NoteSummary } from '@abhyas/core';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDevice } from '@/features/exams/hall/test/device';
import { series as examSeries, set as examSet, ids } from '@/features/exams/pages/fixtures.test-data';
import { writeItem } from '@/lib/storage';
import { jsonResponse, mockFetch, type RecordedCall, testUser } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

vi.mock('@/features/exams/hall/lib/idb-store', () => import('@/features/exams/hall/test/device'));

/**
 * docs/UI.md: "Nothing internal reaches a screen: no slugs (`modern-history`), codes
 * (`SSC_CGL_TIER_1`) or English time words on Hindi screens". Each screen below is rendered in Hindi
 * and in English from fixtures full of slugs and codes (as the API sends them), and its text, with the
 * labels a screen reader reads, must hold none of them.
 */
const slug = /\b[a-z]+(?:-[a-z]+)+\b/g;
const code = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g;
const clockWords = /\d\s*(?:am|pm|AM|PM|a\.m\.|p\.m\.)(?![a-z])/g;
/** English prose with hyphens, not slugs. */
const englishWords = new Set(['flash-card', 'computer-based', 'well-known']);

function visibleText(): string {
  const labels = [...document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap(
    (el) => ['aria-label', 'title', 'placeholder', 'alt'].map((a) => el.getAttribute(a) ?? ''),
  );
  // Text node by text node: textContent would glue neighbours ("reasoning" + "coding-decoding").
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  return [...texts, ...labels].join('\n');
}

function internalsOn(lang: 'hi' | 'en'): string[] {
  const text = visibleText();
  const slugs = (text.match(slug) ?? []).filter((s) => !englishWords.has(s));
  const codes = text.match(code) ?? [];
  const clock = lang === 'hi' ? (text.match(clockWords) ?? []) : [];
  return [...slugs, ...codes, ...clock];
}

const other = (call: RecordedCall) => {
  if (call.url.startsWith('/api/notifications'))
    return jsonResponse(200, { data: [], meta: { page: 1, limit: 20, total: 0, pages: 1 }, unread: 0 });
  return jsonResponse(200, { user: testUser });
};

// The dashboard: a running test whose time runs out at 6:33 pm IST, a quiz of a hyphenated topic, a
// subject's own questions as its weakest "topic" (reasoning/reasoning), and weak hyphenated topics.
const reasoningMixed = { subject: 'reasoning', topic: 'reasoning', attempts: 8, correct: 2, accuracy: 25 };
const modernHistory = { subject: 'history', topic: 'modern-history', attempts: 6, correct: 2, accuracy: 33 };
const summary: DashboardSummary = {
  serverNow: '2026-11-26T12:30:00.000Z',
  today: '2026-11-26',
  next: {
    unfinishedTests: [
      {
        attemptId: ids.attempt,
        seriesId: 'ssc-cgl-mock',
        setId: 'cgl-set-1',
        title: { hi: 'सेट 1', en: 'Set 1' },
        language: 'hi',
        startedAt: '2026-11-26T12:03:00.000Z',
        deadline: '2026-11-26T13:03:00.000Z',
        submittedAt: null,
        score: null,
      },
    ],
    unfinishedQuiz: {
      id: ids.attempt2,
      kind: 'topic',
      subject: 'reasoning',
      topic: 'coding-decoding',
      total: 10,
      answered: 3,
      startedAt: '2026-11-26T11:00:00.000Z',
    },
    cardsDueToday: 0,
    weakestTopic: reasoningMixed,
  },
  totals: {
    mockTestsTaken: 1,
    quizzesTaken: 2,
    mockAverageScorePercent: 40,
    quizAverageScorePercent: 50,
    accuracy: 40,
    answered: 14,
    bookmarks: 0,
  },
  subjects: [
    { subject: 'history', attempts: 6, correct: 2, accuracy: 33 },
    { subject: 'reasoning', attempts: 8, correct: 2, accuracy: 25 },
    { subject: 'static-gk', attempts: 0, correct: 0, accuracy: 0 },
  ],
  topics: [modernHistory, reasoningMixed],
  weakTopics: [reasoningMixed, modernHistory],
  scoreTrend: [
    {
      attemptId: ids.attempt,
      seriesId: 'ssc-cgl-mock',
      setId: 'cgl-set-1',
      title: { hi: 'सेट 1', en: 'Set 1' },
      submittedAt: '2026-11-25T13:03:00.000Z',
      score: 80,
      totalMarks: 200,
      percent: 40,
    },
  ],
  study: { days: [], totalMinutes: 0 },
  streak: { current: 1, best: 1, activeToday: true },
};

const deckOf = (id: string, title: string, over: Partial<Deck> = {}): Deck => ({
  id,
  title,
  description: '',
  isPublic: false,
  isOwn: true,
  ownerName: 'asha',
  authorShown: 'username',
  cardCount: 1,
  dueToday: 0,
  copiedFromDeckId: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  ...over,
});
const questionDeck = deckOf('33333333-3333-4333-8333-333333333333', 'प्रश्नों से बने कार्ड');
const card: Flashcard & { deckTitle: string } = {
  id: '44444444-4444-4444-8444-444444444444',
  deckId: questionDeck.id,
  deckTitle: questionDeck.title,
  front: { hi: 'कोडिंग का प्रश्न', en: null },
  back: { hi: 'उत्तर', en: null },
  tags: ['reasoning', 'coding-decoding', 'modern-history'],
  sourceQuestionId: null,
  schedule: { due: '2026-11-27T10:00:00.000Z', state: 'review', reps: 1, lapses: 0, lastReview: null },
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
};

const notes: NoteSummary[] = [
  {
    subject: 'history',
    slug: 'modern-india',
    order: 1,
    topic: 'modern-history',
    title: 'आधुनिक भारत',
    summary: '1857 से 1947 तक।',
  },
  {
    subject: 'history',
    slug: 'medieval-india',
    order: 2,
    topic: 'medieval-history',
    title: 'मध्यकालीन भारत',
    summary: 'सल्तनत और मुग़ल।',
  },
];
const note: NoteDetail = {
  ...(notes[0] as NoteSummary),
  language: 'hi',
  html: '<p>1857 का विद्रोह।</p>',
  practice: [],
};

const setDetail = {
  ...examSet(2),
  series: examSeries(),
  sections: [0, 1, 2].map((index) => ({
    index,
    name: [
      { hi: 'अंग्रेज़ी भाषा', en: 'English Language' },
      { hi: 'संख्यात्मक अभियोग्यता', en: 'Quantitative Aptitude' },
      { hi: 'तर्कशक्ति क्षमता', en: 'Reasoning Ability' },
    ][index],
    totalQuestions: [30, 35, 35][index],
    sectionDuration: 20,
    markForCorrectAns: 1,
    markForInCorrectAns: 0.25,
  })),
};

const adminSeries = {
  id: '11111111-1111-4111-8111-111111111111',
  slug: 'ssc-cgl-tier-1-mocks',
  examKey: 'SSC_CGL_TIER_1',
  title: { hi: 'एसएससी सीजीएल मॉक', en: 'SSC CGL mocks' },
  description: { hi: '', en: '' },
  setCount: 1,
};

interface Screen {
  name: string;
  path: string;
  admin?: boolean;
  api: (call: RecordedCall) => Response | undefined;
  /** Text that shows the screen has its data (in each language). */
  ready: { hi: string | RegExp; en: string | RegExp };
}

const screens: Screen[] = [
  {
    name: 'the dashboard',
    path: '/quiz-dashboard',
    api: ({ url }) => (url === '/api/dashboard/summary' ? jsonResponse(200, summary) : undefined),
    ready: { hi: 'तर्कशक्ति के मिले-जुले सवाल · सटीकता 25%', en: 'Mixed Reasoning questions · 25% accuracy' },
  },
  {
    name: 'all flash cards (tags)',
    path: '/flash-card/all',
    api: ({ url }) =>
      url.startsWith('/api/flashcards/cards')
        ? jsonResponse(200, {
            data: [card],
            meta: { page: 1, limit: 20, total: 1, pages: 1 },
            tags: ['coding-decoding', 'modern-history', 'reasoning'],
          })
        : undefined,
    ready: { hi: 'कोडिंग का प्रश्न', en: 'कोडिंग का प्रश्न' },
  },
  {
    name: 'my decks (the automatic deck)',
    path: `/flash-card?deck=${questionDeck.id}`,
    api: ({ url }) => {
      if (url === '/api/flashcards/decks') return jsonResponse(200, { decks: [questionDeck], dueToday: 0 });
      if (url === `/api/flashcards/decks/${questionDeck.id}`)
        return jsonResponse(200, { deck: questionDeck, cards: [card] });
      return undefined;
    },
    ready: { hi: 'कोडिंग का प्रश्न', en: 'कोडिंग का प्रश्न' },
  },
  {
    name: 'the admin’s upload picker',
    path: '/test-upload',
    admin: true,
    api: ({ url }) => {
      if (url === '/api/admin/content/series') return jsonResponse(200, { items: [adminSeries] });
      return url.startsWith('/api/admin/') ? jsonResponse(200, { items: [] }) : undefined;
    },
    ready: { hi: /एसएससी सीजीएल मॉक · SSC CGL टियर 1/, en: /SSC CGL mocks · SSC CGL Tier 1/ },
  },
  {
    name: 'a series’ sets with a running test',
    path: '/exams/ssc-cgl-mock/hi',
    api: ({ url }) => {
      if (url.startsWith('/api/attempts/summary'))
        return jsonResponse(200, {
          items: [
            {
              setId: ids.set1,
              attempts: 1,
              bestScore: null,
              activeAttemptId: ids.attempt,
              lastSubmittedAttemptId: null,
            },
          ],
        });
      if (url.startsWith('/api/exams/series/'))
        return jsonResponse(200, { series: examSeries(), items: [examSet(1), examSet(2)] });
      return undefined;
    },
    ready: { hi: 'यह टेस्ट अभी चल रहा है: जहाँ छोड़ा था, वहीं से जारी रखें', en: /Test in progress/ },
  },
  {
    name: 'a set’s sections before it is started',
    path: '/exams/ssc-cgl-mock/cgl-set-2/sections',
    api: ({ url }) => {
      if (url.startsWith('/api/attempts?')) return jsonResponse(200, { items: [] });
      if (url === '/api/exams/sets/cgl-set-2') return jsonResponse(200, setDetail);
      return undefined;
    },
    ready: { hi: 'तर्कशक्ति क्षमता', en: 'Reasoning Ability' },
  },
  {
    name: 'the end of a note',
    path: '/notes/history/modern-india',
    api: ({ url }) => {
      if (url.startsWith('/api/notes?')) return jsonResponse(200, { language: 'hi', items: notes });
      if (url.startsWith('/api/notes/history/modern-india')) return jsonResponse(200, note);
      return undefined;
    },
    ready: { hi: 'मध्यकालीन भारत', en: 'मध्यकालीन भारत' },
  },
];

beforeEach(freshDevice);

describe('no slug, code or English clock word reaches a screen', { timeout: 30_000 }, () => {
  for (const s of screens)
    for (const lang of ['hi', 'en'] as const)
      it(`${s.name} (${lang})`, async () => {
        seedSession();
        if (s.admin) writeItem('role', 'admin');
        mockFetch((call) => s.api(call) ?? other(call));
        await renderApp(s.path, { language: lang });
        const ready = s.ready[lang];
        expect(
          (await screen.findAllByText(ready, { exact: typeof ready === 'string' ? false : undefined }))[0],
        ).toBeInTheDocument();
        expect(internalsOn(lang)).toEqual([]);
      });

  it('the check itself finds a slug, a code and a Hindi "pm"', () => {
    document.body.innerHTML = '<p>modern-history · SSC_CGL_TIER_1 · 6:33 pm</p>';
    expect(internalsOn('hi')).toEqual(['modern-history', 'SSC_CGL_TIER_1', '3 pm']);
    document.body.innerHTML = '';
  });
});

describe('what the screens say instead', { timeout: 30_000 }, () => {
  it('says the dashboard’s times in Hindi words and names the weakest topic once', async () => {
    seedSession();
    mockFetch((call) => screens[0]?.api(call) ?? other(call));
    await renderApp('/quiz-dashboard', { language: 'hi' });
    expect(await screen.findByText(/समय .*शाम 6:33 पर ख़त्म होगा/)).toBeInTheDocument();
    expect(screen.getByText('तर्कशक्ति · कूटलेखन-कूटवाचन')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('तर्कशक्ति (तर्कशक्ति)');
  });

  it('tells the admin a set has no questions yet, not "only 0 of 100"', async () => {
    seedSession();
    writeItem('role', 'admin');
    const emptySet = {
      id: '22222222-2222-4222-8222-222222222222',
      slug: 'cgl-set-9',
      seriesId: adminSeries.id,
      examKey: 'SSC_CGL_TIER_1',
      title: { hi: 'सेट 9', en: 'Set 9' },
      languages: ['hi', 'en'],
      free: true,
      published: false,
      questionCount: 0,
      templateQuestions: 100,
    };
    mockFetch((call) => {
      if (call.url === '/api/admin/content/series') return jsonResponse(200, { items: [adminSeries] });
      if (call.url === `/api/admin/content/sets?seriesId=${adminSeries.id}`)
        return jsonResponse(200, { items: [emptySet] });
      if (call.url === `/api/admin/content/sets/${emptySet.id}`)
        return jsonResponse(200, { set: emptySet, sections: [], questions: [] });
      return call.url.startsWith('/api/admin/') ? jsonResponse(200, { items: [] }) : other(call);
    });
    const { user } = await renderApp('/test-upload', { language: 'hi' });
    await screen.findByRole('option', { name: /एसएससी सीजीएल मॉक/ });
    await user.selectOptions(screen.getByLabelText('टेस्ट सीरीज़'), adminSeries.id);
    await screen.findByRole('option', { name: /सेट 9/ });
    await user.selectOptions(screen.getByLabelText('प्रैक्टिस सेट'), emptySet.id);
    expect(
      await screen.findByText('इसमें अभी कोई प्रश्न नहीं है (100 चाहिए): प्रकाशित करने से पहले प्रश्न जोड़ें।'),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('केवल 0');
  });

  it('ends a note with its quiz (or the subject’s, when the topic has none yet) and the next note', async () => {
    seedSession();
    const area = (key: string, questionCount: number) => ({
      key,
      questionCount,
      generated: false,
      attempts: 0,
      correct: 0,
      accuracy: null,
    });
    let modern = 0;
    mockFetch((call) => {
      if (call.url === '/api/quizzes/subjects/history/topics')
        return jsonResponse(200, { items: [area('modern-history', modern), area('medieval-history', 12)] });
      return screens[6]?.api(call) ?? other(call);
    });
    const first = await renderApp('/notes/history/modern-india', { language: 'hi' });
    const next = await screen.findByTestId('next-note');
    expect(next).toHaveAttribute('href', '/notes/history/medieval-india');
    expect(next).toHaveTextContent('अगला नोटमध्यकालीन भारत');
    expect(await screen.findByRole('link', { name: 'इतिहास के क्विज़ देखें' })).toHaveAttribute(
      'href',
      '/quiz/history',
    );
    first.unmount();
    modern = 8;
    await renderApp('/notes/history/modern-india', { language: 'en' });
    expect(await screen.findByRole('link', { name: 'Take a quiz on Modern History' })).toHaveAttribute(
      'href',
      '/quiz/history/modern-history',
    );
  });

  it('names the automatic deck and the tags in English on an English screen', async () => {
    seedSession();
    mockFetch((call) => screens[2]?.api(call) ?? other(call));
    await renderApp(`/flash-card?deck=${questionDeck.id}`, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Cards from questions' })).toBeInTheDocument();
    expect(screen.getByText('Coding-Decoding')).toBeInTheDocument();
    expect(screen.getByText('Modern History')).toBeInTheDocument();
  });
});
