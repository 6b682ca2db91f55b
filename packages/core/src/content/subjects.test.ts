import { describe, expect, it } from 'vitest';
import { subjectKey, subjectName, subjectNames } from './subjects.ts';

describe('subject dictionary', () => {
  it('names the subjects of the spec in Hindi', () => {
    expect(subjectName('geography', 'hi')).toBe('भूगोल');
    expect(subjectName('polity', 'hi')).toBe('राजव्यवस्था');
    expect(subjectName('history', 'hi')).toBe('इतिहास');
    expect(subjectName('hindi', 'hi')).toBe('हिन्दी');
    expect(subjectName('biology', 'hi')).toBe('जीव विज्ञान');
    expect(subjectName('sports', 'hi')).toBe('खेल');
    expect(subjectName('maths', 'hi')).toBe('गणित');
    for (const key of [
      'static-gk',
      'economics',
      'physics',
      'reasoning',
      'chemistry',
      'environment',
      'computer',
      'english',
    ]) {
      expect(subjectName(key, 'hi')).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('gives English names and accepts any spelling of the key', () => {
    expect(subjectName('Static GK', 'en')).toBe('Static GK');
    expect(subjectName('static_gk', 'hi')).toBe('स्थैतिक सामान्य ज्ञान');
    expect(subjectKey('  Time and Work ')).toBe('time-and-work');
    expect(subjectName('Time and Work', 'hi')).toBe('समय और कार्य');
  });

  it('returns an unknown name unchanged', () => {
    expect(subjectName('Astrophysics', 'hi')).toBe('Astrophysics');
  });

  it('has a non-empty name in both languages for every entry', () => {
    for (const [key, name] of Object.entries(subjectNames)) {
      expect(key).toBe(subjectKey(key));
      expect(name.hi).toMatch(/[\u0900-\u097F]/);
      expect(name.en).not.toBe('');
    }
  });
});
