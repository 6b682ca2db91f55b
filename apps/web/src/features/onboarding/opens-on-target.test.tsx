import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, testUser } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const series = (n: number, slug: string, examKey: string, en: string, hi: string) => ({
  id: uuid(n),
  slug,
  examKey,
  title: { hi, en },
  description: { hi: 'पूरे मॉक टेस्ट', en: 'Full mock tests' },
  setCount: 2,
  languages: ['hi', 'en'],
});
const ssc = series(1, 'ssc-cgl-mock', 'SSC_CGL_TIER_1', 'SSC CGL Mock', 'एसएससी सीजीएल मॉक');
const ibps = series(77, 'ibps-po-mock', 'IBPS_PO', 'IBPS PO Mock', 'आईबीपीएस पीओ मॉक');
const area = (key: string) => ({
  key,
  questionCount: 5,
  generated: false,
  attempts: 0,
  correct: 0,
  accuracy: null,
});

/** The API of a signed-in student whose account names `targetExam`. */
function api(targetExam: string | null) {
  return mockFetch(({ url }) => {
    if (url === '/api/me') return jsonResponse(200, { user: { ...testUser, language: 'en', targetExam } });
    if (url.startsWith('/api/exams/series')) return jsonResponse(200, { items: [ssc, ibps] });
    // The server puts the target exam's subjects first (apps/server/test/users-target-exam.test.ts).
    if (url === '/api/quizzes/subjects')
      return jsonResponse(200, { items: [area('reasoning'), area('history')] });
    if (url.startsWith('/api/quizzes')) return jsonResponse(200, { items: [], page: 1, limit: 10, total: 0 });
    return jsonResponse(200, {});
  });
}

describe('the test series and the quizzes open on the target exam (issue 17)', { timeout: 30_000 }, () => {
  it("lists the target exam's series first under its name, then the others", async () => {
    seedSession();
    api('IBPS_PO');
    await renderApp('/exams', { language: 'en' });
    const mine = await screen.findByRole('region', { name: 'Your exam: IBPS PO' });
    expect(
      within(mine)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/exams/ibps-po-mock/en']);
    const others = screen.getByRole('region', { name: 'Other test series' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/exams/ssc-cgl-mock/en']);
    // Headings in reading order: the target's series come before the rest.
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'IBPS PO Mock',
      'SSC CGL Mock',
    ]);
    expect(document.body.textContent).not.toMatch(/IBPS_PO|SSC_CGL/);
  });

  it('keeps the plain list without a target', async () => {
    seedSession();
    api(null);
    await renderApp('/exams', { language: 'en' });
    expect(await screen.findByRole('link', { name: /IBPS PO Mock/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Your exam/ })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['SSC CGL Mock', 'IBPS PO Mock']),
    );
  });

  it('says on /quiz that the target exam’s subjects come first, in the order the server sent', async () => {
    seedSession();
    api('SSC_CGL_TIER_1');
    await renderApp('/quiz', { language: 'hi' });
    expect(await screen.findByText('आपकी परीक्षा SSC CGL टियर 1 के विषय सबसे पहले हैं।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'परीक्षा बदलें' })).toHaveAttribute(
      'href',
      '/target-exam?from=%2Fquiz',
    );
    const subjects = screen.getByRole('region', { name: 'विषय' });
    const names = within(subjects)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
      .filter((h) => h?.startsWith('/quiz/'));
    expect(names).toEqual(['/quiz/reasoning', '/quiz/history']);
  });
});
