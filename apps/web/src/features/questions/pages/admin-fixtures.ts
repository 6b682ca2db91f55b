import { screen } from '@testing-library/react';
import { writeItem } from '@/lib/storage';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

/** Shared data of the admin screen's tests: one series, one set with one question. */
export const SERIES = '11111111-1111-4111-8111-111111111111';
export const SET = '22222222-2222-4222-8222-222222222222';
export const Q1 = '33333333-3333-4333-8333-333333333333';
export const REPORT = '44444444-4444-4444-8444-444444444444';
export const USER = '55555555-5555-4555-8555-555555555555';

export const series = {
  id: SERIES,
  slug: 'gs-series',
  examKey: 'general',
  title: { hi: 'सामान्य अध्ययन', en: 'General studies' },
  description: { hi: '', en: '' },
  setCount: 1,
};
export const set = {
  id: SET,
  slug: 'gs-set-1',
  seriesId: SERIES,
  examKey: 'general',
  title: { hi: 'सेट 1', en: 'Set 1' },
  languages: ['hi', 'en'],
  free: true,
  published: false,
  questionCount: 1,
  templateQuestions: 50,
};
export const question = {
  id: Q1,
  position: 1,
  section: 1,
  subject: 'geography',
  topic: 'indian-geography',
  difficulty: 'easy',
  text: { hi: 'भारत की सबसे लंबी नदी?', en: 'Longest river of India?' },
  options: [
    { hi: 'गंगा', en: 'Ganga' },
    { hi: 'यमुना', en: 'Yamuna' },
    { hi: 'गोदावरी', en: 'Godavari' },
    { hi: 'नर्मदा', en: 'Narmada' },
  ],
  answer: 1,
  explanation: { hi: 'गंगा सबसे लंबी है।', en: 'The Ganga is the longest.' },
  image: null,
  passage: null,
  factDate: null,
  expiresOn: null,
};
export const detail = {
  set,
  sections: [
    { section: 1, name: { hi: 'सामान्य अध्ययन', en: 'General Studies' }, totalQuestions: 50, count: 1 },
  ],
  questions: [question],
};

type Handler = (call: RecordedCall) => Response | undefined;

/** The content API with the set above; `extra` answers first (return undefined to fall through). */
export function contentApi(extra: Handler = () => undefined) {
  return mockFetch((call) => {
    const answer = extra(call);
    if (answer) return answer;
    const { url } = call;
    if (url === '/api/admin/content/series') return jsonResponse(200, { items: [series] });
    if (url === `/api/admin/content/sets?seriesId=${SERIES}`) return jsonResponse(200, { items: [set] });
    if (url === `/api/admin/content/sets/${SET}`) return jsonResponse(200, detail);
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: url } });
  });
}

export function signInAsAdmin() {
  seedSession();
  writeItem('role', 'admin');
}

/** Signs in as a platform admin, opens /test-upload in English and picks the series and the set. */
export async function openSet(extra?: Handler) {
  signInAsAdmin();
  const api = contentApi(extra);
  const view = await renderApp('/test-upload', { language: 'en' });
  await screen.findByRole('option', { name: /General studies/ });
  await view.user.selectOptions(screen.getByLabelText('Test series'), SERIES);
  await screen.findByRole('option', { name: /Set 1/ });
  await view.user.selectOptions(screen.getByLabelText('Practice set'), SET);
  await screen.findByRole('article', { name: 'Question 1' });
  return { ...view, ...api };
}
