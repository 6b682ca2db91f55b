import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bankByRef, contentRoot, loadBank } from '../../../../content/library.ts';
import { subjectKeys } from '../content/subjects.ts';
import { expandSetEntries } from '../questions/set-entries.ts';
import { sectionKindsOf, subjectFitsSection, subjectSectionKind } from './section-subjects.ts';
import { examTemplate, examTemplates, sectionNamesOf } from './templates.ts';

describe('subjects that fit a section', () => {
  it('refuses a polity or history question in a Reasoning section, and takes a reasoning one', () => {
    for (const section of ['General Intelligence and Reasoning', 'Reasoning Ability', 'Reasoning']) {
      expect(subjectFitsSection('polity', section)).toBe(false);
      expect(subjectFitsSection('history', section)).toBe(false);
      expect(subjectFitsSection('reasoning', section)).toBe(true);
    }
  });

  it('keeps each language and maths to its own sections', () => {
    expect(subjectFitsSection('english', 'General Hindi')).toBe(false);
    expect(subjectFitsSection('hindi', 'Hindi and English Language')).toBe(true);
    expect(subjectFitsSection('english', 'Hindi and English Language')).toBe(true);
    expect(subjectFitsSection('maths', 'Quantitative Aptitude')).toBe(true);
    expect(subjectFitsSection('maths', 'General Awareness')).toBe(false);
    expect(subjectFitsSection('reasoning', 'Aptitude (CSAT)')).toBe(true);
    expect(subjectFitsSection('polity', 'Aptitude (CSAT)')).toBe(false);
  });

  it('reads words at their start: "Environmental" is not a "mental" (reasoning) section', () => {
    expect(sectionKindsOf('Environmental Studies')).toEqual(['awareness']);
    expect(subjectFitsSection('reasoning', 'Environmental Studies')).toBe(false);
  });

  it('says nothing about a section whose name names no kind, nor a subject outside the dictionary', () => {
    expect(sectionKindsOf('Paper 1')).toEqual([]);
    expect(subjectFitsSection('polity', 'Paper 1')).toBe(true);
    expect(subjectFitsSection('astrology', 'Reasoning')).toBe(true);
  });

  it('knows every subject of the dictionary and every section of every template', () => {
    expect(Object.keys(subjectSectionKind).sort()).toEqual([...subjectKeys].sort());
    for (const template of Object.values(examTemplates))
      for (const s of template.sections)
        expect([s.sectionName, sectionKindsOf(s.sectionName).length > 0]).toEqual([s.sectionName, true]);
  });

  it('finds no misplaced question in any practice set of content/', () => {
    const dir = join(contentRoot, 'sets');
    const bank = bankByRef(loadBank());
    const misfits: string[] = [];
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const file = JSON.parse(readFileSync(join(dir, name), 'utf8'));
      const names = sectionNamesOf(examTemplate(file.examKey), file.set.sectionNames);
      for (const q of expandSetEntries(file.questions, bank).questions) {
        const section = names[q.section - 1]?.en ?? '';
        if (!subjectFitsSection(q.subject, section)) misfits.push(`${name}: ${q.subject} in ${section}`);
      }
    }
    expect(misfits).toEqual([]);
  });
});
