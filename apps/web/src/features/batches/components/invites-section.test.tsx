import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeItem } from '@/lib/storage';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

/** The invite form's expiry (days) and number of uses, checked by core's rule before sending. */
const org = 'o1';
const invite = {
  id: 'i1',
  code: 'ABCD2345',
  role: 'teacher',
  batch: null,
  maxUses: 5,
  uses: 0,
  expiresAt: '2099-12-06T10:00:00.000Z',
  revokedAt: null,
  createdAt: '2026-11-22T10:00:00.000Z',
};

function api() {
  return mockFetch(({ url, method }) => {
    if (url === `/api/organisations/${org}/invites` && method === 'POST')
      return jsonResponse(201, { invite });
    if (url.startsWith(`/api/organisations/${org}/members`))
      return jsonResponse(200, {
        organisation: { id: org, name: 'Gyan Path', slug: 'gyan' },
        data: [],
        meta: { page: 1, limit: 20, total: 0, pages: 1 },
      });
    return jsonResponse(200, { data: [] });
  });
}

async function open(language: 'hi' | 'en') {
  seedSession();
  writeItem('orgRole', 'admin');
  writeItem('organizationId', org);
  return renderApp('/student-management', { language });
}

describe('invite form', { timeout: 30_000 }, () => {
  it('sends the days and uses the admin chose', async () => {
    const { calls } = api();
    const { user } = await open('en');
    const days = await screen.findByLabelText('Valid for (days)');
    expect(days).toHaveValue(14);
    expect(screen.getByLabelText('How many people can join')).toHaveValue(100);
    await user.selectOptions(screen.getByLabelText('Joins as'), 'Teacher');
    await user.clear(days);
    await user.type(days, '3');
    await user.clear(screen.getByLabelText('How many people can join'));
    await user.type(screen.getByLabelText('How many people can join'), '5');
    await user.click(screen.getByRole('button', { name: 'Make an invite' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      role: 'teacher',
      batchId: null,
      expiresInDays: 3,
      maxUses: 5,
    });
  });

  it('says in Hindi what is wrong with days and uses out of range, and sends nothing', async () => {
    const { calls } = api();
    const { user } = await open('hi');
    const days = await screen.findByLabelText('कितने दिन मान्य रहे');
    await user.clear(days);
    await user.type(days, '91');
    await user.clear(screen.getByLabelText('कितने लोग जुड़ सकते हैं'));
    await user.click(screen.getByRole('button', { name: 'आमंत्रण बनाएँ' }));
    expect(await screen.findByText('आमंत्रण 1 से 90 दिन तक चल सकता है।')).toBeInTheDocument();
    expect(screen.getByText('आमंत्रण 1 से 1,000 बार तक इस्तेमाल हो सकता है।')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
