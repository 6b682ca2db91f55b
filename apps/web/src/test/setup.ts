import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { addLanguage, i18n, storedLanguage } from '@/lib/i18n';
import { strings as en } from '@/locales/en';
import { strings as hi } from '@/locales/hi';

addLanguage('hi', hi);
addLanguage('en', en);

// Pages load lazily; when the whole suite runs on two cores, a route can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

beforeEach(async () => {
  localStorage.clear();
  // i18n is a module singleton: each test starts from what storage says (nothing → Hindi).
  await i18n.changeLanguage(storedLanguage());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
