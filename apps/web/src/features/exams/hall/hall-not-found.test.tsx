import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { freshDevice } from './test/device';

vi.mock('./lib/idb-store', () => import('./test/device'));

beforeEach(freshDevice);

describe('the hall for a set that does not exist', { timeout: 20_000 }, () => {
  for (const path of [
    '/exams/ssc-cgl-full-mocks/no-such-set',
    '/exams/ssc-cgl-full-mocks/no-such-set/sections',
  ])
    it(`${path}: says not found and leads back to the series, without "try again"`, async () => {
      mockFetch(() => errorResponse(404, { code: 'NOT_FOUND' }));
      await renderApp(path);
      expect(await screen.findByText('यह टेस्ट नहीं मिला')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'सभी टेस्ट सीरीज़ देखें' })).toHaveAttribute('href', '/exams');
      expect(screen.queryByRole('button', { name: /कोशिश/ })).not.toBeInTheDocument();
    });
});
