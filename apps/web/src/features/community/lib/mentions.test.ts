import { describe, expect, it } from 'vitest';
import { insertMention, matchMembers, mentionAt, splitMentions } from './mentions';

const members = [
  { userId: 'me', name: 'Meera', username: 'meera' },
  { userId: 'u1', name: 'Asha Verma', username: 'asha_v' },
  { userId: 'u2', name: 'राहुल', username: 'rahul' },
  { userId: 'u3', name: 'Ravi', username: 'ravi.k' },
];

describe('the @ being typed', () => {
  it('finds the @word just before the caret, even empty', () => {
    expect(mentionAt('hi @', 4)).toEqual({ start: 3, query: '' });
    expect(mentionAt('hi @ra', 6)).toEqual({ start: 3, query: 'ra' });
    expect(mentionAt('@ra', 3)).toEqual({ start: 0, query: 'ra' });
    expect(mentionAt('नमस्ते @ra', 10)).toEqual({ start: 7, query: 'ra' });
  });
  it('ignores an e-mail, a finished word and text after the caret', () => {
    expect(mentionAt('mail me@ra', 10)).toBeNull();
    expect(mentionAt('hi @ra ', 7)).toBeNull();
    expect(mentionAt('hi @ra', 2)).toBeNull();
    expect(mentionAt('@@ra', 4)).toBeNull();
  });
});

describe('offering members', () => {
  it('puts usernames that start with the query first, then names that contain it; never the writer', () => {
    expect(matchMembers(members, 'ra', 'me').map((m) => m.username)).toEqual(['rahul', 'ravi.k']);
    expect(matchMembers(members, 'verma', 'me').map((m) => m.username)).toEqual(['asha_v']);
    expect(matchMembers(members, 'राहु', 'me').map((m) => m.username)).toEqual(['rahul']);
    expect(matchMembers(members, '', 'me')).toHaveLength(3);
    expect(matchMembers(members, 'mee', 'me')).toEqual([]);
    expect(matchMembers(members, '', 'me', 2)).toHaveLength(2);
  });
});

describe('choosing a member', () => {
  it('replaces the typed @query with @username and a space, the caret after it', () => {
    expect(insertMention('hi @ra', 3, 6, 'rahul')).toEqual({ text: 'hi @rahul ', caret: 10 });
    expect(insertMention('@ra see this', 0, 3, 'rahul')).toEqual({ text: '@rahul see this', caret: 7 });
    expect(insertMention('@', 0, 1, 'asha_v')).toEqual({ text: '@asha_v ', caret: 8 });
  });
});

describe('mentions in a message', () => {
  const names = new Set(['rahul', 'asha_v']);
  it('marks members’ @usernames only, keeping every other character as it was', () => {
    expect(splitMentions('@rahul देखो, @nobody and @Asha_V.', names)).toEqual([
      { text: '@rahul', mention: true },
      { text: ' देखो, @nobody and ', mention: false },
      { text: '@Asha_V', mention: true },
      { text: '.', mention: false },
    ]);
  });
  it('leaves e-mails and plain text alone, and markup is only text', () => {
    expect(splitMentions('mail rahul@rahul.in', names)).toEqual([
      { text: 'mail rahul@rahul.in', mention: false },
    ]);
    expect(splitMentions('<b>@rahul</b>', names)).toEqual([
      { text: '<b>', mention: false },
      { text: '@rahul', mention: true },
      { text: '</b>', mention: false },
    ]);
    expect(splitMentions('', names)).toEqual([]);
  });
});
