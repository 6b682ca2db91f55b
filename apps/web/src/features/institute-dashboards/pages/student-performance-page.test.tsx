import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeItem } from '@/lib/storage';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';
import { reportCardMessage } from '../components/report-card-panel';
import { org, performance, studentId } from '../test-fixtures';

const base = `/api/organisations/${org}/students/${studentId}`;
const cardUrl = 'http://localhost:5000/api/report-cards/abc123';
const link = { url: cardUrl, expiresAt: '2026-12-05T06:30:00.000Z' };

function open(found = true) {
  seedSession();
  writeItem('orgRole', 'admin');
  writeItem('organizationId', org);
  return mockFetch(({ url, method }) => {
    if (url === `${base}/performance`)
      return found ? jsonResponse(200, performance) : errorResponse(404, { code: 'NOT_FOUND' });
    if (url === `${base}/report-card-links` && method === 'POST') return jsonResponse(201, link);
    if (url.startsWith('/api/notifications'))
      return jsonResponse(200, { data: [], meta: { page: 1, limit: 20, total: 0, pages: 1 } });
    return jsonResponse(200, {});
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

describe('/organization/student/:studentId/performance', { timeout: 30_000 }, () => {
  it("shows the student's figures beside the batch's, from the API (English)", async () => {
    open();
    await renderApp(`/organization/student/${studentId}/performance`, { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(screen.getByTestId('student-tests')).toHaveTextContent('2');
    expect(screen.getByTestId('student-average')).toHaveTextContent('55%');
    expect(screen.getByTestId('student-accuracy')).toHaveTextContent('64%');
    expect(screen.getByTestId('student-attendance')).toHaveTextContent('85%');
    // The trend: two points, oldest first, and the same in words.
    const points = screen.getByTestId('trend-chart').querySelectorAll('[data-percent]');
    expect([...points].map((p) => p.getAttribute('data-percent'))).toEqual(['45', '65']);
    expect(screen.getByTestId('trend-summary')).toHaveTextContent('Weekly test 1');
    const compare = screen.getByTestId(`compare-${performance.comparison[0]?.batchId}`);
    const average = within(compare).getByRole('row', { name: /Average score/ });
    expect(average).toHaveTextContent('55%');
    expect(average).toHaveTextContent('49.5%');
    expect(screen.getByTestId('section-summary')).toHaveTextContent('Quantitative Aptitude: 60%.');
    const topics = screen.getByTestId('topic-bars').querySelectorAll('[data-accuracy]');
    expect([...topics].map((b) => (b as HTMLElement).style.width)).toEqual(['30%', '90%']);
    // A subject's own questions are named as its mixed questions, never by a code.
    expect(screen.getByTestId('topic-summary')).toHaveTextContent('Mixed Polity questions: 90%.');
    expect(screen.getByTestId('time-use')).toHaveTextContent('95 minutes');
    expect(screen.getByTestId('time-use')).toHaveTextContent('38 seconds');
    expect(screen.getByTestId('attendance-rate')).toHaveTextContent('85%');
  });

  it("makes a parent's link in the chosen language and 7 days, and prefills the WhatsApp message", async () => {
    const { callsTo } = open();
    const { user } = await renderApp(`/organization/student/${studentId}/performance`, { language: 'hi' });
    const panel = await screen.findByRole('region', { name: 'अभिभावकों के लिए रिपोर्ट कार्ड' });
    expect(within(panel).getByRole('combobox', { name: 'लिंक कितने दिन चलेगा' })).toHaveValue('7');
    await user.click(within(panel).getByRole('radio', { name: 'अंग्रेज़ी' }));
    await user.click(within(panel).getByRole('button', { name: 'लिंक बनाएँ' }));
    expect(await within(panel).findByTestId('report-url')).toHaveTextContent(cardUrl);
    expect(callsTo(`${base}/report-card-links`)[0]?.body).toEqual({ language: 'en', days: 7 });
    // The message is in the card's language (English), whatever the screen's.
    const message = reportCardMessage('en', {
      name: 'Ravi Kumar',
      institute: 'Demo Coaching Institute',
      link,
    });
    expect(message).toMatch(
      /^Report card of Ravi Kumar from Demo Coaching Institute: http:\/\/localhost:5000\/api\/report-cards\/abc123 \(the link works till /,
    );
    await waitFor(() =>
      expect(within(panel).getByTestId('whatsapp-link')).toHaveAttribute(
        'href',
        `https://wa.me/?text=${encodeURIComponent(message)}`,
      ),
    );
    expect(within(panel).getByRole('link', { name: 'PDF खोलें' })).toHaveAttribute('href', cardUrl);
    // No share sheet in this browser: no Share button, WhatsApp instead.
    expect(within(panel).queryByRole('button', { name: 'भेजें' })).not.toBeInTheDocument();
  });

  it("opens the phone's share sheet with the message where there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    open();
    const { user } = await renderApp(`/organization/student/${studentId}/performance`, { language: 'en' });
    const panel = await screen.findByRole('region', { name: 'Report card for parents' });
    await user.click(within(panel).getByRole('button', { name: 'Create link' }));
    await user.click(await within(panel).findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ text: expect.stringContaining(`Report card of Ravi Kumar`) });
    expect(share.mock.calls[0]?.[0].text).toContain(cardUrl);
  });

  it('says a student outside the viewer’s scope is not found (404)', async () => {
    open(false);
    await renderApp(`/organization/student/${studentId}/performance`, { language: 'en' });
    expect(await screen.findByText('Student not found')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Report card for parents' })).not.toBeInTheDocument();
  });
});
