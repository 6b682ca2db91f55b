import type { BankQuestionItem, GroupSummary } from '@abhyas/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const qid = '22222222-2222-4222-8222-222222222222';
const groupId = '33333333-3333-4333-8333-333333333333';
const item: BankQuestionItem = {
  id: qid,
  subject: 'polity',
  topic: 'constitution',
  difficulty: 'hard',
  text: { hi: 'दल-बदल विरोधी कानून किस अनुसूची में है?', en: 'Which Schedule holds the anti-defection law?' },
  options: [
    { hi: 'आठवीं', en: 'Eighth' },
    { hi: 'नौवीं', en: 'Ninth' },
    { hi: 'दसवीं', en: 'Tenth' },
    { hi: 'बारहवीं', en: 'Twelfth' },
  ],
  image: null,
  exams: [],
  bookmarked: false,
  answered: false,
};
const group: GroupSummary = {
  id: groupId,
  name: 'SSC राजव्यवस्था',
  description: '',
  examKey: null,
  visibility: 'private',
  kind: 'open',
  cover: 'indigo',
  memberCount: 2,
  myRole: 'member',
  lastMessage: null,
  unreadCount: 0,
  lastActivityAt: '2026-11-28T10:00:00.000Z',
  archivedAt: null,
};

describe('one bank question’s page (/questions/item/:questionId)', { timeout: 20_000 }, () => {
  it('shows the question with the bank card’s actions, and no key until asked', async () => {
    seedSession();
    const { calls } = mockFetch(() => jsonResponse(200, item));
    await renderApp(`/questions/item/${qid}`);
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('दल-बदल विरोधी कानून');
    expect(within(card).getByRole('button', { name: 'उत्तर देखें' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'ग्रुप में भेजें' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'बुकमार्क करें' })).toBeInTheDocument();
    expect(calls[0]?.url).toBe(`/api/questions/${qid}`);
  });

  it('says a hidden question cannot open now (404), without retrying', async () => {
    seedSession();
    const { calls } = mockFetch(() =>
      jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'No such question' } }),
    );
    await renderApp(`/questions/item/${qid}`);
    expect(await screen.findByText('यह प्रश्न अभी नहीं खुल सकता')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'प्रश्न बैंक पर जाएँ' })).toHaveAttribute('href', '/questions');
    expect(calls.filter((c) => c.url === `/api/questions/${qid}`)).toHaveLength(1);
  });

  it('translates the send’s refusal of a question that cannot be shared', async () => {
    seedSession();
    mockFetch(({ url, method }) => {
      if (url === '/api/community/groups/mine') return jsonResponse(200, { data: [group] });
      if (method === 'POST' && url.endsWith('/messages'))
        return jsonResponse(404, {
          error: {
            code: 'NOT_FOUND',
            message: 'No such question',
            field: 'questionId',
            rule: 'validation.community.questionUnavailable',
          },
        });
      return jsonResponse(200, item);
    });
    await renderApp(`/questions/item/${qid}`);
    fireEvent.click(await screen.findByRole('button', { name: 'ग्रुप में भेजें' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'भेजें' }));
    expect(await within(dialog).findByText(/यह प्रश्न अभी साझा नहीं किया जा सकता/)).toBeInTheDocument();
  });
});
