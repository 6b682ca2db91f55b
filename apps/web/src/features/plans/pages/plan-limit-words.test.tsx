import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

/**
 * The plan's refusal reaches the screens that add students (the join page here) in the reader's
 * language, though those screens do not load the plans' strings: the shell's errors.PLAN_STUDENT_LIMIT.
 */
describe("a full institute plan's words on the join page", { timeout: 20_000 }, () => {
  for (const [language, words] of [
    ['hi', 'आपके संस्थान के प्लान में और छात्रों की जगह नहीं है।'],
    ['en', "Your institute's plan has no room for more students."],
  ] as const)
    it(`says the plan is full (${language})`, async () => {
      seedSession();
      mockFetch(({ url, method }) => {
        if (url === '/api/invites/ABCD2345' && method === 'GET')
          return jsonResponse(200, {
            organisation: { id: 'o1', name: 'Saraswati Coaching' },
            role: 'member',
            batch: null,
            alreadyMember: false,
            inOtherInstitute: false,
          });
        if (url === '/api/invites/ABCD2345/join') return errorResponse(409, { code: 'PLAN_STUDENT_LIMIT' });
        return jsonResponse(200, {});
      });
      const { user } = await renderApp('/join/ABCD2345', { language });
      await user.click(
        await screen.findByRole('button', { name: language === 'hi' ? 'जुड़ें' : 'Join' }, { timeout: 10_000 }),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(words);
    });
});
