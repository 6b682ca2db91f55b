import { describe, expect, it } from 'vitest';
import { examKeys } from '../exams/exam-keys.ts';
import { examName } from '../exams/exam-names.ts';
import { isLiveKey, liveKeyExam, liveKeyName, liveKeyNames, liveKeyOf, liveKeys } from './keys.ts';

describe('live keys', () => {
  it('are the 29 keys of the agreed list, each with the _LIVE suffix, none twice', () => {
    expect(liveKeys).toHaveLength(29);
    expect(new Set(liveKeys).size).toBe(29);
    for (const k of liveKeys) expect(k).toMatch(/_LIVE$/);
    expect(liveKeys).toContain('general_exams_LIVE');
  });

  it('tells a live key from anything else', () => {
    expect(isLiveKey('NEET_LIVE')).toBe(true);
    expect(isLiveKey('NEET')).toBe(false);
    expect(isLiveKey('neet_live')).toBe(false);
    expect(isLiveKey(undefined)).toBe(false);
  });

  it('map every key to an exam template, the general test to the general one', () => {
    expect(Object.keys(liveKeyExam).sort()).toEqual([...liveKeys].sort());
    for (const k of liveKeys) {
      expect(examKeys).toContain(liveKeyExam[k]);
      if (k !== 'general_exams_LIVE') expect(`${liveKeyExam[k]}_LIVE`).toBe(k);
    }
    expect(liveKeyExam.general_exams_LIVE).toBe('general');
    // Every exam key has exactly one live key, so a scheduled paper's template names its live key.
    for (const exam of examKeys) expect(liveKeyOf(exam), exam).toBeDefined();
    expect(liveKeyOf('UGC_NET')).toBe('UGC_NET_LIVE');
  });

  it('name every key in both languages, never as the code, with Latin abbreviations in Hindi', () => {
    expect(Object.keys(liveKeyNames).sort()).toEqual([...liveKeys].sort());
    for (const k of liveKeys) {
      for (const lang of ['hi', 'en'] as const) expect(liveKeyName(k, lang)).not.toMatch(/_|LIVE/);
      expect(liveKeyName(k, 'hi')).toMatch(/[\u0900-\u097F]|^[A-Z]/);
      for (const abbreviation of liveKeyName(k, 'en').match(/\b[A-Z]{2,}\b/g) ?? [])
        expect(liveKeyName(k, 'hi'), k).toContain(abbreviation);
    }
    expect(liveKeyName('JEE_MAIN_LIVE', 'en')).toBe(examName('JEE_MAIN', 'en'));
    expect(liveKeyName('general_exams_LIVE', 'hi')).toBe('सामान्य प्रतियोगी परीक्षाएँ');
  });
});
