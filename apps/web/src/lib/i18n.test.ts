import { errorCodes, examKeys, examName, ruleMessagesEn } from '@abhyas/core';
import { describe, expect, it } from 'vitest';
import { i18n, setLanguage, storedLanguage } from '@/lib/i18n';
import { readItem, writeItem } from '@/lib/storage';
import { strings as en } from '@/locales/en';
import { strings as hi } from '@/locales/hi';

function flatKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flatKeys(child, prefix ? `${prefix}.${key}` : key));
}

const hiKeys = flatKeys(hi);
const enKeys = flatKeys(en);

describe('translations', () => {
  it('has the same keys in Hindi and English', () => {
    expect(hiKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !hiKeys.includes(k))).toEqual([]);
  });

  it('translates every API error code and every validation rule of core, in both languages', () => {
    const needed = [
      ...errorCodes.map((code) => `errors.${code}`),
      ...Object.keys(ruleMessagesEn),
      'errors.NETWORK_ERROR',
    ];
    for (const keys of [hiKeys, enKeys]) {
      expect(needed.filter((key) => !keys.includes(key))).toEqual([]);
    }
  });

  it('writes Hindi in Devanagari, not in Latin letters', () => {
    const t = i18n.getFixedT('hi');
    for (const key of ['auth.signin.title', 'errors.INVALID_CREDENTIALS', 'validation.required']) {
      expect(t(key)).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('names exams in Hindi with the Latin abbreviations of the English, as the set titles do', () => {
    // "आईबीपीएस पीओ" above "IBPS PO प्रारंभिक फुल मॉक टेस्ट" read as two different exams.
    for (const key of examKeys)
      for (const abbreviation of examName(key, 'en').match(/\b[A-Z]{2,}\b/g) ?? [])
        expect(examName(key, 'hi'), key).toContain(abbreviation);
  });

  it('fills rule limits from core', () => {
    expect(i18n.getFixedT('en')('validation.username.tooShort')).toBe(
      'Username must be at least 3 characters.',
    );
  });
});

describe('language choice', () => {
  it('defaults to Hindi, also for an unknown stored value', () => {
    expect(storedLanguage()).toBe('hi');
    writeItem('selectedLanguage', 'fr');
    expect(storedLanguage()).toBe('hi');
    expect(i18n.language).toBe('hi');
  });

  it('stores the choice and sets <html lang>', async () => {
    await setLanguage('en');
    expect(readItem('selectedLanguage')).toBe('en');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await setLanguage('hi');
    expect(document.documentElement.lang).toBe('hi');
  });
});
