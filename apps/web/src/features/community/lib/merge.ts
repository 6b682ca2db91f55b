import type { ChatMessage } from '@abhyas/core';

/**
 * The chat's history as the client holds it: messages in ascending seq, each seq once. Every source
 * (a REST page, a catch-up, a socket event, an acknowledgement) goes through `mergeBySeq`, so the
 * order and the absence of duplicates never depend on which arrived first.
 */
export function mergeBySeq(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return held as ChatMessage[];
  const bySeq = new Map<number, ChatMessage>();
  for (const message of held) bySeq.set(message.seq, message);
  for (const message of incoming) {
    const current = bySeq.get(message.seq);
    // The same message seen twice: keep the newer state (an edit, a delete, a hide never goes back).
    bySeq.set(message.seq, current ? newer(current, message) : message);
  }
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** Of two states of one message, the later one: a tombstone or a hide wins, then the later edit. */
function newer(a: ChatMessage, b: ChatMessage): ChatMessage {
  if (a.deletedAt && !b.deletedAt) return { ...b, ...pickGone(a), reactions: b.reactions };
  if (a.hiddenAt && !b.hiddenAt) return { ...b, ...pickGone(a), reactions: b.reactions };
  // An unedited copy (a page read before the edit, arriving after its event) is older than an edit.
  if (a.editedAt && (!b.editedAt || a.editedAt > b.editedAt) && !b.deletedAt && !b.hiddenAt) return a;
  return b;
}

function pickGone(m: ChatMessage): Partial<ChatMessage> {
  return { text: m.text, question: m.question, deletedAt: m.deletedAt, hiddenAt: m.hiddenAt };
}

/** The highest seq held (0 when none): the `after=` of the next catch-up. */
export function highestSeq(messages: readonly ChatMessage[]): number {
  return messages.length === 0 ? 0 : (messages[messages.length - 1] as ChatMessage).seq;
}

/**
 * The highest seq up to which nothing is missing: the `after=` of a catch-up. A live event can run ahead
 * of what is held (seq 300 arrives while 51..299 are still to fetch); the highest seq alone would then
 * skip the gap for ever.
 */
export function contiguousSeq(messages: readonly ChatMessage[]): number {
  if (messages.length === 0) return 0;
  let high = (messages[0] as ChatMessage).seq;
  for (let i = 1; i < messages.length; i += 1) {
    const seq = (messages[i] as ChatMessage).seq;
    if (seq !== high + 1) break;
    high = seq;
  }
  return high;
}

/** The lowest seq held, or null: the `before=` of the next page upward. */
export function lowestSeq(messages: readonly ChatMessage[]): number | null {
  return messages.length === 0 ? null : (messages[0] as ChatMessage).seq;
}

/**
 * Are there older messages than those held? Seqs start at 1 and have no gaps (core's contract), so
 * the lowest seq held says it without another request.
 */
export function hasOlder(messages: readonly ChatMessage[]): boolean {
  const low = lowestSeq(messages);
  return low !== null && low > 1;
}

/** Seqs missing between the lowest and the highest held: always empty unless a bug let a gap in. */
export function gapsIn(messages: readonly ChatMessage[]): number[] {
  const gaps: number[] = [];
  for (let i = 1; i < messages.length; i += 1) {
    const prev = (messages[i - 1] as ChatMessage).seq;
    const seq = (messages[i] as ChatMessage).seq;
    for (let s = prev + 1; s < seq; s += 1) gaps.push(s);
  }
  return gaps;
}
