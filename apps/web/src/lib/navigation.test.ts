import { describe, expect, it } from 'vitest';
import { HOME_AFTER_SIGN_IN, LANGUAGE_STEP, landingAfterSignIn, returnPathFrom } from '@/lib/navigation';
import { writeItem } from '@/lib/storage';

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
    for (const from of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example/x',
      'javascript:alert(1)',
    ]) {
      expect(returnPathFrom({ from })).toBe(HOME_AFTER_SIGN_IN);
      expect(returnPathFrom(null, `?from=${encodeURIComponent(from)}`)).toBe(HOME_AFTER_SIGN_IN);
    }
  });

  it('reads the way back from the address when the page was reached by a plain link', () => {
    expect(returnPathFrom(null, '?from=%2Forganization%2Fregister')).toBe('/organization/register');
    // Router state, set by a gate in this tab, wins over the address.
    expect(returnPathFrom({ from: '/potd' }, '?from=%2Forganization%2Fregister')).toBe('/potd');
  });
});

describe('landingAfterSignIn', () => {
  it('goes through the language step while no language is stored, keeping the destination', () => {
    expect(landingAfterSignIn(null)).toEqual({ to: LANGUAGE_STEP, state: { from: HOME_AFTER_SIGN_IN } });
    expect(landingAfterSignIn({ from: '/potd' })).toEqual({ to: LANGUAGE_STEP, state: { from: '/potd' } });
  });

  it('goes straight on once a language is stored', () => {
    writeItem('selectedLanguage', 'hi');
    expect(landingAfterSignIn(null)).toEqual({ to: HOME_AFTER_SIGN_IN });
    expect(landingAfterSignIn({ from: '/potd' })).toEqual({ to: '/potd' });
  });
});
