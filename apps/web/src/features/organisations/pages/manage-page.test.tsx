import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeItem } from '@/lib/storage';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const meta = (total: number) => ({ page: 1, limit: 20, total, pages: 1 });
const applicant = {
  id: 'u9',
  name: 'Suresh Yadav',
  username: 'suresh',
  email: 's@example.in',
  inInstitute: false,
};
const pending = {
  id: 'r1',
  name: 'Gyan Path Coaching',
  kind: 'coaching',
  city: 'Varanasi',
  state: 'UP',
  contactName: 'Suresh Yadav',
  phone: '+919876543210',
  email: 'office@gyanpath.in',
  expectedStudents: 250,
  status: 'pending',
  reason: '',
  createdAt: '2026-11-22T10:00:00.000Z',
  decidedAt: null,
  organisation: null,
  applicant,
};
const institute = {
  id: 'o1',
  slug: 'kautilya-academy',
  name: 'Kautilya Academy',
  kind: 'coaching',
  city: 'Jaipur',
  state: 'RJ',
  contactName: 'Meera Joshi',
  phone: '+919812345678',
  email: 'm@kautilya.in',
  expectedStudents: 120,
  suspended: false,
  suspendedAt: null,
  memberCount: 42,
  admins: [{ id: 'u2', name: 'Meera Joshi', username: 'meera', email: 'm@kautilya.in' }],
  createdAt: '2026-11-01T10:00:00.000Z',
};

describe('/organization/manage', { timeout: 30_000 }, () => {
  it('tells an institute admin it is for platform admins, without calling the admin API', async () => {
    seedSession();
    writeItem('orgRole', 'admin');
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    await renderApp('/organization/manage', { language: 'en' });
    expect(await screen.findByText('Only platform admins can manage institutes.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/admin/'))).toHaveLength(0);
  });

  it('approves a pending request, and rejects one with a reason', async () => {
    seedSession();
    writeItem('role', 'admin');
    const decided: string[] = [];
    const { calls } = mockFetch(({ url, method }) => {
      if (url.endsWith('/approve') && method === 'POST') {
        decided.push('approve');
        return jsonResponse(200, {
          request: { ...pending, status: 'approved', organisation: { id: 'o2', name: pending.name } },
          organisation: { ...institute, id: 'o2', name: pending.name },
        });
      }
      if (url.endsWith('/reject') && method === 'POST') {
        decided.push('reject');
        return jsonResponse(200, { request: { ...pending, id: 'r2', status: 'rejected' } });
      }
      if (url.startsWith('/api/admin/organisation-requests')) {
        const rows = [pending, { ...pending, id: 'r2', name: 'Second Academy' }];
        return jsonResponse(200, { data: rows, meta: meta(rows.length) });
      }
      return jsonResponse(200, {});
    });
    const { user } = await renderApp('/organization/manage', { language: 'en' });
    const first = (await screen.findByRole('heading', { name: 'Gyan Path Coaching' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(first).getByText('Coaching institute · Varanasi, Uttar Pradesh')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/Gyan Path Coaching is approved/)).toBeInTheDocument();

    const second = screen.getByRole('heading', { name: 'Second Academy' }).closest('li') as HTMLElement;
    await user.click(within(second).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    // Too short: the applicant must be told why, so the form asks for a reason first.
    expect(await within(dialog).findByText(/reason of at least 5 characters/)).toBeInTheDocument();
    await user.type(
      within(dialog).getByLabelText('Reason for the applicant'),
      'Phone number did not answer.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(await screen.findByText(/Second Academy was rejected/)).toBeInTheDocument();
    expect(decided).toEqual(['approve', 'reject']);
    expect(calls.find((c) => c.url.endsWith('/r2/reject'))?.body).toEqual({
      reason: 'Phone number did not answer.',
    });
  });

  it('lists institutes in Hindi, suspends one and shows why an admin cannot be assigned', async () => {
    seedSession();
    writeItem('role', 'admin');
    let suspended = false;
    const { calls } = mockFetch(({ url, method }) => {
      if (url.endsWith('/o1/suspend') && method === 'POST') {
        suspended = true;
        return jsonResponse(200, { organisation: { ...institute, suspended: true } });
      }
      if (url.endsWith('/o1/admins') && method === 'POST')
        return errorResponse(409, {
          code: 'CONFLICT',
          rule: 'validation.organisations.userInOtherInstitute',
        });
      if (url.startsWith('/api/admin/organisations'))
        return jsonResponse(200, { data: [{ ...institute, suspended }], meta: meta(1) });
      if (url.startsWith('/api/admin/organisation-requests'))
        return jsonResponse(200, { data: [], meta: meta(0) });
      return jsonResponse(200, {});
    });
    const { user } = await renderApp('/organization/manage', { language: 'hi' });
    await user.click(await screen.findByRole('button', { name: 'संस्थान' }));
    const card = (await screen.findByRole('heading', { name: 'Kautilya Academy' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByText('कोचिंग संस्थान · Jaipur, राजस्थान')).toBeInTheDocument();
    expect(within(card).getByText('42 सदस्य')).toBeInTheDocument();

    await user.type(within(card).getByLabelText('एडमिन जोड़ें (यूज़रनेम या ईमेल)'), 'ravi@example.in');
    await user.click(within(card).getByRole('button', { name: 'एडमिन बनाएँ' }));
    expect(await within(card).findByText(/किसी दूसरे संस्थान से जुड़ा है/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'संस्थान निलंबित करें' }));
    expect(await within(card).findByText('निलंबित')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'निलंबन हटाएँ' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('नाम या शहर से खोजें'), 'jaipur');
    await user.click(screen.getByRole('button', { name: 'खोजें' }));
    expect(calls.some((c) => c.url.includes('search=jaipur'))).toBe(true);
  });
});
