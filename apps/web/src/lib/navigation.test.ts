import { describe, expect, it } from 'vitest';
import { HOME_AFTER_SIGN_IN, returnPathFrom } from '@/lib/navigation';

describe('returnPathFrom', () => {
  it('returns to the page a Login Required gate sent the student from', () => {
    expect(returnPathFrom({ from: '/potd' })).toBe('/potd');
    expect(returnPathFrom({ from: '/exams/ssc/hi?x=1' })).toBe('/exams/ssc/hi?x=1');
  });

  it('goes to the signed-in home without a usable origin', () => {
    for (const state of [undefined, null, {}, { from: 42 }, { notice: 'passwordReset' }]) {
      expect(returnPathFrom(state)).toBe(HOME_AFTER_SIGN_IN);
    }
  });

  it('never follows a link off the site', () => {
    for (const from of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)']) {
      expect(returnPathFrom({ from })).toBe(HOME_AFTER_SIGN_IN);
    }
  });
});
