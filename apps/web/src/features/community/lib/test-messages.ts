import type { ChatMessage } from '@abhyas/core';

/** A chat message for tests: seq n, plain text, by `author`. */
export function message(seq: number, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    groupId: 'g1',
    seq,
    clientId: `c-${seq}`,
    kind: 'text',
    author: { id: 'u1', name: 'Asha', username: 'asha' },
    text: `message ${seq}`,
    question: null,
    replyToSeq: null,
    reactions: [],
    createdAt: new Date(Date.UTC(2026, 10, 28, 10, 0, seq)).toISOString(),
    editedAt: null,
    deletedAt: null,
    hiddenAt: null,
    ...over,
  };
}

export const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => message(from + i));
