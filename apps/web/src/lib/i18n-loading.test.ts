import { afterEach, describe, expect, it } from 'vitest';
import { addLanguage, i18n, loadArea, setLanguage } from '@/lib/i18n';
import { strings as en } from '@/locales/en';
import enAuth from '@/locales/en/auth.json';

const loaded = (file: string) => i18n.getResource('en', 'translation', file) !== undefined;

describe('loading strings by area', () => {
  afterEach(async () => {
    // The test setup loads every string; put English back for the other tests.
    addLanguage('en', en);
    await i18n.changeLanguage('hi');
  });

  it('loads the other language only on a switch, with the shell and the areas opened so far', async () => {
    i18n.removeResourceBundle('en', 'translation');
    await loadArea('auth');
    expect(loaded('common')).toBe(false);

    await setLanguage('en');
    expect(['common', 'layout', 'errors', 'auth', 'validation'].filter((f) => !loaded(f))).toEqual([]);
    expect(loaded('hall')).toBe(false);
    expect(i18n.t('auth.signin.title')).toBe(enAuth.signin.title);

    await loadArea('exams');
    expect(loaded('hall')).toBe(true);
  });
});
