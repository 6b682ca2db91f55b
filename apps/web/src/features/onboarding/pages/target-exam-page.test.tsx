import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session';
import { writeItem } from '@/lib/storage';
import { fakeJwt, jsonResponse, mockFetch, testUser } from '@/test/fetch-mock';
import { emptySummary } from '@/test/fixtures/dashboard-summary';
import { renderApp, seedSession } from '@/test/render-app';

const token = fakeJwt({ sub: 'u_1', role: 'user', orgRole: null, organizationId: null, username: 'asha' });
const nextSet = {
  seriesId: 'ssc-cgl-mocks',
  setId: 'ssc-cgl-mock-1',
  title: { hi: 'SSC CGL मॉक 1', en: 'SSC CGL Mock 1' },
  seriesTitle: { hi: 'SSC CGL मॉक टेस्ट', en: 'SSC CGL mock tests' },
  languages: ['hi', 'en'],
  state: 'new',
};

/** A server that keeps the account: PATCH /api/me changes it (and stamps the asking), sign-in returns it. */
function accountApi(start: {
  language: 'hi' | 'en' | null;
  targetExam: string | null;
  targetExamAskedAt: string | null;
}) {
  const account = { ...testUser, ...start };
  const mock = mockFetch(({ url, method, body }) => {
    if (url === '/api/auth/signin')
      return jsonResponse(200, { token, refreshToken: 'refresh-token-0000000000', user: account });
    if (url === '/api/me' && method === 'PATCH') {
      Object.assign(account, body as object);
      if ('targetExam' in (body as object)) account.targetExamAskedAt = '2026-11-26T10:00:00.000Z';
      return jsonResponse(200, { user: account });
    }
    if (url === '/api/me') return jsonResponse(200, { user: account });
    if (url === '/api/notifications')
      return jsonResponse(200, { data: [], meta: { page: 1, limit: 20, total: 0, pages: 1 } });
    if (url === '/api/dashboard/summary') return jsonResponse(200, emptySummary);
    if (url === '/api/dashboard/target-exam')
      return jsonResponse(200, {
        targetExam: account.targetExam,
        setCount: account.targetExam ? 3 : 0,
        takenCount: 0,
        nextSet: account.targetExam ? nextSet : null,
      });
    return jsonResponse(200, {});
  });
  return { ...mock, account };
}

async function signIn(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.type(await screen.findByLabelText('उपयोगकर्ता नाम या ईमेल'), 'asha');
  await user.type(screen.getByLabelText('पासवर्ड'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
}

const patches = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'PATCH' && c.url === '/api/me').map((c) => c.body);

describe('"Which exam are you preparing for?" (issue 17)', { timeout: 30_000 }, () => {
  it('comes after the language step for a new student, in names, never codes; Skip is remembered', async () => {
    const { calls } = accountApi({ language: null, targetExam: null, targetExamAskedAt: null });
    const first = await renderApp('/signin');
    // A device with no language: the language step first, then the exam step.
    await signIn(first.user);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/language-selector'));
    await first.user.click(await screen.findByRole('button', { name: 'हिन्दी में जारी रखें' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/target-exam'));

    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'आप किस परीक्षा की तैयारी कर रहे हैं?' }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'SSC CGL टियर 1' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'IBPS क्लर्क' })).toBeInTheDocument();
    expect(main.textContent).not.toMatch(/SSC_CGL|IBPS_CLERK|RAILWAY_GROUP_D|general/);

    await first.user.click(within(main).getByRole('button', { name: 'अभी नहीं' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/quiz-dashboard'));
    expect(patches(calls)).toEqual([{ language: 'hi' }, { targetExam: null }]);
    // The dashboard invites the student to name it later.
    expect(await screen.findByRole('heading', { name: 'अपनी परीक्षा चुनें' })).toBeInTheDocument();
    first.unmount();

    // The next sign-in (any device) does not ask again.
    act(() => clearSession());
    const second = await renderApp('/signin');
    await signIn(second.user);
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/quiz-dashboard'));
  });

  it('saves the exam chosen and the dashboard opens on it, with its next test', async () => {
    writeItem('selectedLanguage', 'en');
    const { calls } = accountApi({ language: 'en', targetExam: null, targetExamAskedAt: null });
    const { user, router } = await renderApp('/signin', { language: 'en' });
    await user.type(await screen.findByLabelText('Username or email'), 'asha');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/target-exam'));

    await user.click(await screen.findByRole('button', { name: 'SSC CGL Tier 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-dashboard'));
    expect(patches(calls)).toEqual([{ targetExam: 'SSC_CGL_TIER_1' }]);

    const card = (await screen.findByRole('heading', { name: 'Your exam' })).closest('section');
    expect(card).not.toBeNull();
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('SSC CGL Tier 1')).toBeInTheDocument();
    expect(inCard.getByText('SSC CGL Mock 1')).toBeInTheDocument();
    expect(inCard.getByRole('link', { name: /Start the test/ })).toHaveAttribute(
      'href',
      '/exams/ssc-cgl-mocks/ssc-cgl-mock-1?lang=en',
    );
    expect(inCard.getByRole('link', { name: 'Change exam' })).toHaveAttribute(
      'href',
      '/target-exam?from=%2Fquiz-dashboard',
    );
  });

  it('can be changed later from the avatar menu, showing the current exam and no Skip', async () => {
    seedSession();
    writeItem('selectedLanguage', 'hi');
    const { calls } = accountApi({
      language: 'hi',
      targetExam: 'IBPS_PO',
      targetExamAskedAt: '2026-11-20T10:00:00.000Z',
    });
    const { user, router } = await renderApp('/quiz-dashboard');
    await user.click(await screen.findByRole('button', { name: 'आपका खाता' }));
    await user.click(await screen.findByRole('menuitem', { name: 'मेरी परीक्षा' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/target-exam'));

    const main = screen.getByRole('main');
    expect(await within(main).findByRole('button', { name: 'IBPS PO', pressed: true })).toBeInTheDocument();
    expect(within(main).queryByRole('button', { name: 'अभी नहीं' })).toBeNull();
    await user.click(within(main).getByRole('button', { name: 'SBI क्लर्क' }));
    await waitFor(() => expect(patches(calls)).toEqual([{ targetExam: 'SBI_CLERK' }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-dashboard'));
  });
});
