import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { readItem, writeItem } from '@/lib/storage';
import { strings as hiStrings } from '@/locales/hi';
import { fakeJwt, jsonResponse, mockFetch, testUser } from '@/test/fetch-mock';
import { emptySummary } from '@/test/fixtures/dashboard-summary';
import { renderApp, seedSession } from '@/test/render-app';

const token = fakeJwt({ sub: 'u_1', role: 'user', orgRole: null, organizationId: null, username: 'asha' });
const auth = { token, refreshToken: 'refresh-token-0000000000', user: testUser };

/** The API a new student meets: sign-in/up answer tokens, the landing has nothing to show yet. */
function newStudentApi() {
  return mockFetch(({ url }) => {
    if (url === '/api/auth/signin') return jsonResponse(200, auth);
    if (url === '/api/auth/signup') return jsonResponse(201, auth);
    if (url === '/api/notifications')
      return jsonResponse(200, { data: [], meta: { page: 1, limit: 20, total: 0, pages: 1 } });
    if (url === '/api/dashboard/summary') return jsonResponse(200, emptySummary);
    return jsonResponse(200, { user: testUser });
  });
}

describe('a new student’s first visit (issue 10)', () => {
  it('asks for the language once after sign-in, Hindi preselected; one tap gives a dashboard with the menus', async () => {
    newStudentApi();
    const { user, router } = await renderApp('/signin');
    await user.type(await screen.findByLabelText('उपयोगकर्ता नाम या ईमेल'), 'asha');
    await user.type(screen.getByLabelText('पासवर्ड'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/language-selector'));
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { name: 'अपनी भाषा चुनें' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: /हिन्दी में पढ़ें/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByTestId('sidebar')).toBeNull();

    await user.click(within(main).getByRole('button', { name: 'हिन्दी में जारी रखें' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-dashboard'));
    expect(readItem('selectedLanguage')).toBe('hi');
    expect(await screen.findByRole('heading', { name: 'नमस्ते, Asha Verma!' })).toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'मेन्यू खोलें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अभ्यास होम' })).toHaveAttribute('href', '/');
  });

  it('asks after sign-up too, and one tap on a language stores it and goes on', async () => {
    newStudentApi();
    const { user, router } = await renderApp('/signup');
    await user.type(await screen.findByLabelText('पूरा नाम'), 'Asha Verma');
    await user.type(screen.getByLabelText('उपयोगकर्ता नाम'), 'asha_v');
    await user.type(screen.getByLabelText('ईमेल'), 'asha@example.com');
    await user.type(screen.getByLabelText('पासवर्ड'), 'pariksha2025');
    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/language-selector'));
    await user.click(await within(screen.getByRole('main')).findByRole('button', { name: /English/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-dashboard'));
    expect(readItem('selectedLanguage')).toBe('en');
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('sends a signed-in student without a language from /signin to the step, then on to where they were going', async () => {
    seedSession();
    newStudentApi();
    const { user, router } = await renderApp('/signin', { state: { from: '/exams' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/language-selector'));
    await user.click(
      await within(screen.getByRole('main')).findByRole('button', { name: 'हिन्दी में जारी रखें' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/exams'));
  });

  it('skips the step for a student whose language is stored', async () => {
    writeItem('selectedLanguage', 'hi');
    newStudentApi();
    const { user, router } = await renderApp('/signin');
    await user.type(await screen.findByLabelText('उपयोगकर्ता नाम या ईमेल'), 'asha');
    await user.type(screen.getByLabelText('पासवर्ड'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz-dashboard'));
  });

  it('stores the language picked with the header toggle, even the one already shown, and the menus appear', async () => {
    seedSession();
    newStudentApi();
    const { user } = await renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'यह पेज नहीं मिला' });
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.getByRole('link', { name: 'अभ्यास होम' })).toHaveAttribute('href', '/language-selector');

    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'हिन्दी' }));
    expect(readItem('selectedLanguage')).toBe('hi');
    expect(await screen.findByTestId('sidebar')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'मेन्यू खोलें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अभ्यास होम' })).toHaveAttribute('href', '/');
  });

  it('offers Continue on the language page only while no language is stored', async () => {
    writeItem('selectedLanguage', 'en');
    mockFetch(() => jsonResponse(200, {}));
    await renderApp('/language-selector', { language: 'en' });
    await screen.findByRole('heading', { name: 'Choose your language' });
    expect(screen.queryByRole('button', { name: /^Continue in/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Study in English/ })).toHaveAttribute('aria-current', 'true');
  });

  it('names both languages on the page when only the English strings are downloaded', async () => {
    // A reader of English never downloads the Hindi chunk; the hints must not need it.
    i18n.removeResourceBundle('hi', 'translation');
    try {
      mockFetch(() => jsonResponse(200, {}));
      await renderApp('/language-selector', { language: 'en' });
      await screen.findByRole('heading', { name: 'Choose your language' });
      expect(screen.getByRole('button', { name: /Study in Hindi/ })).toBeInTheDocument();
      expect(screen.queryByText(/language\./)).toBeNull();
    } finally {
      i18n.addResourceBundle('hi', 'translation', hiStrings);
    }
  });
});
