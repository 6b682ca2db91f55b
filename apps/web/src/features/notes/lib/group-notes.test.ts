import type { NoteSummary } from '@abhyas/core';
import { describe, expect, it } from 'vitest';
import { groupNotes, nextNote } from './group-notes';

const note = (subject: NoteSummary['subject'], slug: string, topic: string | null): NoteSummary => ({
  subject,
  slug,
  order: 1,
  topic,
  title: slug,
  summary: '',
});

describe('groupNotes', () => {
  it('groups by subject then topic in the order given, untopical notes last', () => {
    const groups = groupNotes([
      note('polity', 'a', null),
      note('polity', 'b', 'constitution'),
      note('polity', 'c', 'fundamental-rights'),
      note('polity', 'd', 'constitution'),
      note('maths', 'e', 'percentage'),
    ]);
    expect(groups.map((g) => g.subject)).toEqual(['polity', 'maths']);
    expect(groups[0]?.topics.map((t) => [t.topic, t.notes.map((n) => n.slug)])).toEqual([
      ['constitution', ['b', 'd']],
      ['fundamental-rights', ['c']],
      [null, ['a']],
    ]);
    expect(groups[0]?.notes).toHaveLength(4);
  });
});

describe('nextNote', () => {
  const notes = [
    note('polity', 'a', null),
    note('polity', 'b', 'constitution'),
    note('polity', 'c', 'fundamental-rights'),
    note('polity', 'd', 'constitution'),
    note('maths', 'e', 'percentage'),
  ];
  it('follows the subject page’s order (by topic, untopical notes last)', () => {
    expect(nextNote(notes, 'polity', 'b')?.slug).toBe('d');
    expect(nextNote(notes, 'polity', 'd')?.slug).toBe('c');
    expect(nextNote(notes, 'polity', 'c')?.slug).toBe('a');
  });
  it('is null at the subject’s last note and for a note it does not know', () => {
    expect(nextNote(notes, 'polity', 'a')).toBeNull();
    expect(nextNote(notes, 'maths', 'e')).toBeNull();
    expect(nextNote(notes, 'polity', 'zz')).toBeNull();
  });
});
