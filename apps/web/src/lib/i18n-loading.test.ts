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

  it('keeps the institute screens’ rule texts out of every other form page, and under validation.* on theirs', async () => {
    i18n.removeResourceBundle('en', 'translation');
    await setLanguage('en');
    await loadArea('auth');
    // English only: Hindi (the fallback) holds every string in the test setup.
    const english = (key: string) => i18n.getResource('en', 'translation', key);
    expect(english('validation.required')).toBeDefined();
    expect(english('validation.batches.lastAdmin')).toBeUndefined();

    await loadArea('batches');
    expect(english('validation.batches.lastAdmin')).toMatch(/at least one active admin/);
    expect(english('validation.required')).toBeDefined();
  });
});
