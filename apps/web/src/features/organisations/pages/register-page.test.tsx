import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readItem } from '@/lib/storage';
import { errorResponse, fakeJwt, jsonResponse, mockFetch, testUser } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const request = (over: Record<string, unknown> = {}) => ({
  id: 'r1',
  name: 'Gyan Path Coaching',
  kind: 'coaching',
  city: 'Varanasi',
  state: 'UP',
  contactName: 'Asha Verma',
  phone: '+919876543210',
  email: 'asha@example.com',
  expectedStudents: 250,
  status: 'pending',
  reason: '',
  createdAt: '2026-11-22T10:00:00.000Z',
  decidedAt: null,
  organisation: null,
  ...over,
});

async function fillForm(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.type(await screen.findByLabelText('Institute name'), 'Gyan Path Coaching');
  await user.selectOptions(screen.getByLabelText('Kind of institute'), 'Coaching institute');
  await user.type(screen.getByLabelText('City'), 'Varanasi');
  await user.selectOptions(screen.getByLabelText('State or union territory'), 'Uttar Pradesh');
  await user.type(screen.getByLabelText('Mobile number'), '98765 43210');
  await user.type(screen.getByLabelText('Expected students'), '250');
}

describe('/organization/register', { timeout: 30_000 }, () => {
  it('sends the form and then shows the pending request', async () => {
    seedSession();
    const { calls } = mockFetch(({ url, method }) => {
      if (url === '/api/organisation-requests/mine') return jsonResponse(200, { data: [] });
      if (url === '/api/organisation-requests' && method === 'POST') return jsonResponse(201, request());
      if (url === '/api/me') return jsonResponse(200, { user: testUser });
      return jsonResponse(200, {});
    });
    const { user } = await renderApp('/organization/register', { language: 'en' });
    await fillForm(user);
    // The account's name and email fill the contact fields.
    expect(screen.getByLabelText('Contact person')).toHaveValue('Asha Verma');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByRole('heading', { name: 'Your request is being reviewed' }),
    ).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST' && c.url === '/api/organisation-requests');
    expect(sent?.body).toMatchObject({
      state: 'UP',
      kind: 'coaching',
      expectedStudents: 250,
      phone: '98765 43210',
    });
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
  });

  it('checks the phone and the state before sending, in Hindi', async () => {
    seedSession();
    const { calls } = mockFetch(({ url }) =>
      url === '/api/organisation-requests/mine' ? jsonResponse(200, { data: [] }) : jsonResponse(200, {}),
    );
    const { user } = await renderApp('/organization/register', { language: 'hi' });
    await user.type(await screen.findByLabelText('मोबाइल नंबर'), '12345');
    await user.click(screen.getByRole('button', { name: 'अनुरोध भेजें' }));
    expect(await screen.findByText('राज्य या केंद्रशासित प्रदेश चुनें।')).toBeInTheDocument();
    expect(screen.getByLabelText('मोबाइल नंबर')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal of a second pending request as its translated sentence", async () => {
    seedSession();
    mockFetch(({ url, method }) => {
      if (url === '/api/organisation-requests/mine') return jsonResponse(200, { data: [] });
      if (method === 'POST')
        return errorResponse(409, { code: 'CONFLICT', rule: 'validation.organisations.requestPending' });
      return jsonResponse(200, { user: testUser });
    });
    const { user } = await renderApp('/organization/register', { language: 'en' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/already have a request waiting for a decision/)).toBeInTheDocument();
  });

  it('shows a rejection with its reason and offers a new request', async () => {
    seedSession();
    mockFetch(({ url }) =>
      url === '/api/organisation-requests/mine'
        ? jsonResponse(200, {
            data: [request({ status: 'rejected', reason: 'Phone number did not answer.' })],
          })
        : jsonResponse(200, { user: testUser }),
    );
    await renderApp('/organization/register', { language: 'en' });
    expect(await screen.findByText('Phone number did not answer.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Send a new request' })).toBeInTheDocument();
  });

  it('on seeing "approved", refreshes the token so the menus show the institute dashboard', async () => {
    seedSession();
    const fresh = fakeJwt({
      sub: 'u_1',
      role: 'user',
      orgRole: 'admin',
      organizationId: 'o1',
      username: 'asha',
    });
    let renew = () => {};
    const renewed = new Promise<void>((resolve) => {
      renew = resolve;
    });
    const { calls } = mockFetch(({ url }) => {
      if (url === '/api/organisation-requests/mine')
        return jsonResponse(200, {
          data: [request({ status: 'approved', organisation: { id: 'o1', name: 'Gyan Path Coaching' } })],
        });
      if (url === '/api/auth/refresh')
        return renewed.then(() => jsonResponse(200, { token: fresh, refreshToken: 'refresh-1' }));
      return jsonResponse(200, { user: testUser });
    });
    await renderApp('/organization/register', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Your institute is approved' })).toBeInTheDocument();
    // No way in until the token names the institute: the admin gate would send them home.
    expect(screen.getByText('Setting up your access to the institute…')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the institute dashboard' })).not.toBeInTheDocument();
    renew();
    await waitFor(() => expect(readItem('orgRole')).toBe('admin'));
    expect(readItem('organizationId')).toBe('o1');
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Open the institute dashboard' })).toHaveAttribute(
      'href',
      '/organization/admin-dashboard',
    );
  });

  it('tells a member of an institute that they cannot register another', async () => {
    seedSession();
    localStorage.setItem('organizationId', 'o9');
    mockFetch(({ url }) =>
      url === '/api/organisation-requests/mine'
        ? jsonResponse(200, { data: [] })
        : jsonResponse(200, { user: testUser }),
    );
    await renderApp('/organization/register', { language: 'en' });
    expect(await screen.findByText(/already belong to an institute on Abhyas/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
  });
});
