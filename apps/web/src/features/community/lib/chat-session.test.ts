import type { History } from '@abhyas/core';
import { describe, expect, it } from 'vitest';
import { ChatSession, seenBy } from './chat-session';
import { gapsIn } from './merge';
import { message, range } from './test-messages';

/** A server holding messages 1..last, answering pages as the REST route does. */
function server(count: number) {
  const all = range(1, count);
  const calls: string[] = [];
  const fetch = async (q: { before?: number; after?: number; limit: number }): Promise<History> => {
    calls.push(JSON.stringify(q));
    const last = all.length;
    let rows = all;
    if (q.after !== undefined) rows = all.filter((m) => m.seq > (q.after as number)).slice(0, q.limit);
    else if (q.before !== undefined) rows = all.filter((m) => m.seq < (q.before as number)).slice(-q.limit);
    else rows = all.slice(-q.limit);
    const hasMore = q.after !== undefined ? (rows.at(-1)?.seq ?? q.after) < last : (rows[0]?.seq ?? 1) > 1;
    return { data: rows, lastSeq: last, hasMore };
  };
  return { all, calls, fetch };
}

describe('the chat session', () => {
  it('opens on the newest page and pages upward to the first message', async () => {
    const s = server(180);
    const chat = new ChatSession('me', s.fetch);
    await chat.catchUp();
    expect(chat.getSnapshot().messages[0]?.seq).toBe(131);
    expect(chat.getSnapshot().hasOlder).toBe(true);
    while (chat.getSnapshot().hasOlder) await chat.loadOlder();
    expect(chat.getSnapshot().messages).toHaveLength(180);
    expect(gapsIn(chat.getSnapshot().messages)).toEqual([]);
  });

  it('catches up everything missed while away, page after page, with what the socket brought merged', async () => {
    const s = server(50);
    const chat = new ChatSession('me', s.fetch);
    await chat.catchUp();
    s.all.push(...range(51, 320));
    chat.receive([message(300)]); // a live event that arrived before the catch-up
    await chat.catchUp();
    const seqs = chat.getSnapshot().messages.map((m) => m.seq);
    expect(seqs).toEqual(range(1, 320).map((m) => m.seq));
  });

  it('a reconnect reads again what it holds, so a message hidden while away goes off screen', async () => {
    const s = server(200);
    const chat = new ChatSession('me', s.fetch);
    await chat.catchUp();
    await chat.loadOlder(); // the reader scrolled up: 101..200 held, the newest page is 151..200
    s.all[109] = message(110, { text: '', hiddenAt: '2026-11-29T10:00:00.000Z' });
    await chat.catchUp();
    const held = chat.getSnapshot().messages;
    expect(held.map((m) => m.seq)).toEqual(range(101, 200).map((m) => m.seq));
    expect(held.find((m) => m.seq === 110)).toMatchObject({ text: '', hiddenAt: '2026-11-29T10:00:00.000Z' });
  });

  it('a delivered message replaces its pending copy, whichever arrives first', () => {
    const chat = new ChatSession('me', server(0).fetch);
    const p = { clientId: 'c-9', groupId: 'g1', text: 'hi', createdAt: '' };
    chat.setPending([p]);
    chat.receive([message(9)]);
    expect(chat.getSnapshot().pending).toEqual([]);
    chat.setPending([p]); // the outbox's list, read before its ack: stays hidden
    expect(chat.getSnapshot().pending).toEqual([]);
  });

  it('counts reactions, typing and read marks', () => {
    const chat = new ChatSession('me', server(0).fetch);
    chat.receive([message(1)]);
    const id = chat.getSnapshot().messages[0]?.id ?? '';
    chat.reaction({ groupId: 'g1', messageId: id, seq: 1, emoji: '👍', userId: 'me', added: true, count: 1 });
    chat.reaction({ groupId: 'g1', messageId: id, seq: 1, emoji: '👍', userId: 'u2', added: true, count: 2 });
    expect(chat.getSnapshot().messages[0]?.reactions).toEqual([{ emoji: '👍', count: 2, mine: true }]);
    chat.typing({ id: 'u2', name: 'Ravi' }, true);
    chat.typing({ id: 'me', name: 'Me' }, true);
    expect(chat.getSnapshot().typing.map((u) => u.name)).toEqual(['Ravi']);
    chat.typing({ id: 'u2', name: 'Ravi' }, false);
    expect(chat.getSnapshot().typing).toEqual([]);
    chat.readMark('u2', 1);
    chat.readMark('u3', 0);
    chat.readMark('me', 1);
    expect(seenBy(chat.getSnapshot().readMarks, 1, 'me')).toBe(1);
    chat.dispose();
  });
});
