import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeItem } from '@/lib/storage';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const org = 'o1';
function seedAdmin() {
  seedSession();
  writeItem('orgRole', 'admin');
  writeItem('organizationId', org);
}
const batch = {
  id: 'b1',
  name: 'SSC CGL सुबह 2026',
  examKey: null,
  studentCount: 3,
  teacherCount: 1,
  archivedAt: null,
};
const empty = (url: string) => {
  if (url.startsWith(`/api/organisations/${org}/batches`)) return jsonResponse(200, { data: [batch] });
  if (url.startsWith(`/api/organisations/${org}/invites`)) return jsonResponse(200, { data: [] });
  if (url.startsWith(`/api/organisations/${org}/members`))
    return jsonResponse(200, {
      organisation: { id: org, name: 'Gyan Path', slug: 'gyan' },
      data: [],
      meta: { page: 1, limit: 20, total: 0, pages: 1 },
    });
  return jsonResponse(200, {});
};

describe('/student-management', { timeout: 30_000 }, () => {
  it('makes a batch, and shows a taken name under the field', async () => {
    seedAdmin();
    let tries = 0;
    const { calls } = mockFetch(({ url, method }) => {
      if (url === `/api/organisations/${org}/batches` && method === 'POST')
        return ++tries === 1
          ? jsonResponse(201, { batch: { ...batch, id: 'b2', name: 'Bank PO शाम', studentCount: 0 } })
          : errorResponse(409, { code: 'CONFLICT', field: 'name', rule: 'validation.batches.nameTaken' });
      return empty(url);
    });
    const { user } = await renderApp('/student-management', { language: 'en' });
    expect(await screen.findByText('Students: 3 · Teachers: 1')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Batch name'), 'Bank PO शाम');
    await user.click(screen.getByRole('button', { name: 'Make batch' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Bank PO शाम', examKey: null });
    await user.type(screen.getByLabelText('Batch name'), 'SSC CGL सुबह 2026');
    await user.click(screen.getByRole('button', { name: 'Make batch' }));
    expect(
      await screen.findByText('The institute already has an active batch with this name.'),
    ).toBeInTheDocument();
  });

  it('refuses a one-letter batch name before asking the server', async () => {
    seedAdmin();
    const { calls } = mockFetch(({ url }) => empty(url));
    const { user } = await renderApp('/student-management', { language: 'hi' });
    await user.type(await screen.findByLabelText('बैच का नाम'), 'क');
    await user.click(screen.getByRole('button', { name: 'बैच बनाएँ' }));
    expect(await screen.findByText('बैच का नाम कम से कम 2 अक्षरों का रखें।')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('makes an invite for a batch and shows its code and link', async () => {
    seedAdmin();
    let made = false;
    const invite = {
      id: 'i1',
      code: 'ABCD2345',
      role: 'member',
      batch: { id: 'b1', name: batch.name },
      maxUses: 100,
      uses: 0,
      expiresAt: '2099-12-06T10:00:00.000Z',
      revokedAt: null,
      createdAt: '2026-11-22T10:00:00.000Z',
    };
    const { calls } = mockFetch(({ url, method }) => {
      if (url === `/api/organisations/${org}/invites` && method === 'POST') {
        made = true;
        return jsonResponse(201, { invite });
      }
      if (url.startsWith(`/api/organisations/${org}/invites`))
        return jsonResponse(200, { data: made ? [invite] : [] });
      return empty(url);
    });
    const { user } = await renderApp('/student-management', { language: 'en' });
    await screen.findByText('Students: 3 · Teachers: 1');
    await user.selectOptions(screen.getAllByLabelText('Batch')[0] as HTMLElement, batch.name);
    await user.click(screen.getByRole('button', { name: 'Make an invite' }));
    expect(await screen.findByText('ABCD2345')).toBeInTheDocument();
    expect(screen.getByText(/\/join\/ABCD2345$/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      role: 'member',
      batchId: 'b1',
      expiresInDays: 14,
      maxUses: 100,
    });
  });

  it('shows a platform admin of no institute that the page is for institute admins', async () => {
    seedSession();
    writeItem('role', 'admin');
    mockFetch(() => jsonResponse(200, {}));
    await renderApp('/student-management', { language: 'en' });
    expect(await screen.findByText(/This page is for institute admins/)).toBeInTheDocument();
  });
});
