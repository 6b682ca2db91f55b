import { describe, expect, it } from 'vitest';
import { examName, examNames, targetExamGroups } from './exam-names.ts';
import { examKeys, liveOnlyExamKeys } from './templates.ts';

describe('exam names', () => {
  it('name every exam key in both languages, never as the code', () => {
    for (const key of examKeys) {
      for (const lang of ['hi', 'en'] as const) {
        expect(examName(key, lang).length, key).toBeGreaterThan(0);
        expect(examName(key, lang), key).not.toMatch(/_/);
      }
    }
    expect(Object.keys(examNames).sort()).toEqual([...examKeys].sort());
  });

  it('offer every exam but the general template and the live-only ones as a target exactly once', () => {
    const offered = targetExamGroups.flatMap((g) => g.exams);
    expect(new Set(offered).size).toBe(offered.length);
    const liveOnly: readonly string[] = liveOnlyExamKeys;
    expect([...offered].sort()).toEqual(
      examKeys.filter((k) => k !== 'general' && !liveOnly.includes(k)).sort(),
    );
  });
});
