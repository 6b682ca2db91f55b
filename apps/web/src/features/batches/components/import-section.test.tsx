import type { RosterReport } from '@abhyas/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeItem } from '@/lib/storage';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

/** The roster import's row report: before the import it says who will join, after it who joined. */
const org = 'o1';
const report = (dryRun: boolean): RosterReport => ({
  imported: !dryRun,
  dryRun,
  fileProblems: [],
  rows: [
    {
      row: 2,
      name: 'Asha',
      identifier: 'asha',
      batch: 'सुबह बैच',
      role: 'member',
      outcome: 'added',
      accountName: 'आशा वर्मा',
      problems: [],
    },
  ],
  newBatches: [],
  counts: { added: 1, alreadyMember: 0, bad: 0 },
});

describe('roster import report', { timeout: 30_000 }, () => {
  it.each(['hi', 'en'] as const)(
    'says "will join" after the check and "joined" after the import (%s)',
    async (language) => {
      mockFetch(({ url, method, body }) => {
        if (url.endsWith('/roster-import') && method === 'POST')
          return jsonResponse(200, report((body as { dryRun: boolean }).dryRun));
        if (url.includes('/members'))
          return jsonResponse(200, {
            organisation: { id: org, name: 'Gyan Path', slug: 'gyan' },
            data: [],
            meta: { page: 1, limit: 20, total: 0, pages: 1 },
          });
        return jsonResponse(200, { data: [] });
      });
      seedSession();
      writeItem('orgRole', 'admin');
      writeItem('organizationId', org);
      await renderApp('/student-management', { language });
      const words = {
        hi: { file: 'फ़ाइल (CSV या XLSX, 1 MB तक)', check: 'फ़ाइल जाँचें', run: 'जोड़ें', will: 'जुड़ेंगे', did: 'जुड़ गए' },
        en: {
          file: 'File (CSV or XLSX, up to 1 MB)',
          check: 'Check file',
          run: 'Import',
          will: 'will join',
          did: 'joined',
        },
      }[language];
      const input = await screen.findByLabelText(words.file);
      fireEvent.change(input, {
        target: { files: [new File(['name,username\nAsha,asha\n'], 'roster.csv')] },
      });
      const check = await screen.findByRole('button', { name: words.check });
      // The file is read before the check can be sent.
      await waitFor(() => expect((check as HTMLButtonElement).disabled).toBe(false));
      fireEvent.click(check);
      expect(await screen.findByText(`${words.will} · सुबह बैच`)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: words.run }));
      expect(await screen.findByText(`${words.did} · सुबह बैच`)).toBeTruthy();
      expect(screen.queryByText(`${words.will} · सुबह बैच`)).toBeNull();
    },
  );
});
