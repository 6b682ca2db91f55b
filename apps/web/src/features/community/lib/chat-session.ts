import { type ChatMessage, communityRules, type History, type reactionEventSchema } from '@abhyas/core';
import type { z } from 'zod';
import { contiguousSeq, hasOlder, lowestSeq, mergeBySeq } from './merge';
import type { PendingMessage } from './pending-queue';

/** One of the reactions a message may carry (core's list). */
export type Reaction = (typeof communityRules.reactions)[number];

export type FetchHistory = (query: { before?: number; after?: number; limit: number }) => Promise<History>;

export interface Typist {
  id: string;
  name: string;
}

/** What the chat screen draws; a new object on every change (useSyncExternalStore compares by identity). */
export interface ChatSnapshot {
  messages: ChatMessage[];
  pending: PendingMessage[];
  typing: Typist[];
  /** Each member's read mark (read receipts), from the member list and readReceipt events. */
  readMarks: ReadonlyMap<string, number>;
  /** The first page arrived (until then the screen shows a spinner). */
  loaded: boolean;
  loadError: unknown;
  olderLoading: boolean;
  hasOlder: boolean;
}

/**
 * One group's chat history and live state, outside React so it can be tested without a screen. It
 * never trusts arrival order: REST pages, catch-ups, socket events and acknowledgements all merge by
 * seq (merge.ts). The socket and the outbox are wired to it by use-chat.ts.
 */
export class ChatSession {
  private state: ChatSnapshot = {
    messages: [],
    pending: [],
    typing: [],
    readMarks: new Map(),
    loaded: false,
    loadError: null,
    olderLoading: false,
    hasOlder: false,
  };
  private readonly listeners = new Set<() => void>();
  private readonly typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private catchUpRun: Promise<void> | null = null;
  private catchUpAgain = false;

  constructor(
    private readonly me: string,
    private readonly fetchHistory: FetchHistory,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.state;

  private update(change: Partial<ChatSnapshot>) {
    const next = { ...this.state, ...change };
    if (change.messages) next.hasOlder = hasOlder(change.messages);
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  /** Messages from anywhere (a page, an event, an ack); a pending one with the same clientId is now sent. */
  receive(messages: readonly ChatMessage[]) {
    if (messages.length === 0) return;
    const sent = new Set(messages.map((m) => m.clientId));
    const pending = this.state.pending.some((p) => sent.has(p.clientId))
      ? this.state.pending.filter((p) => !sent.has(p.clientId))
      : this.state.pending;
    this.update({ messages: mergeBySeq(this.state.messages, messages), pending });
  }

  /**
   * A message from the socket. One that skips past what is held (an event lost on the way) starts a
   * catch-up, so the gap is filled without waiting for a reconnect.
   */
  receiveLive(message: ChatMessage) {
    const gap = this.state.loaded && message.seq > contiguousSeq(this.state.messages) + 1;
    this.receive([message]);
    if (gap) this.catchUp().catch(() => undefined);
  }

  /** The outbox's list; a message already delivered (its broadcast came before its ack) stays hidden. */
  setPending(list: readonly PendingMessage[]) {
    const delivered = new Set(this.state.messages.map((m) => m.clientId));
    this.update({ pending: list.filter((p) => !delivered.has(p.clientId)) });
  }

  /**
   * Everything held and everything after it, page after page until the server says there is no more:
   * after every (re)connect, so history equals the database's whatever the socket missed. Calls that
   * overlap share one run, and one more follows if asked meanwhile.
   */
  catchUp(): Promise<void> {
    if (this.catchUpRun) {
      this.catchUpAgain = true;
      return this.catchUpRun;
    }
    this.catchUpRun = (async () => {
      try {
        do {
          this.catchUpAgain = false;
          await this.catchUpOnce();
        } while (this.catchUpAgain);
      } finally {
        this.catchUpRun = null;
      }
    })();
    return this.catchUpRun;
  }

  private async catchUpOnce() {
    try {
      // The first look: the newest page (older pages come as the reader scrolls up). After that,
      // everything held is read again from its lowest seq, page after page to the newest: an edit, a
      // delete or a moderator's hide made while the socket was away reaches every message on screen,
      // not only the newest page (the chat's model test found a hidden message left showing).
      const low = lowestSeq(this.state.messages);
      if (low === null) this.receive((await this.fetchHistory({ limit: communityRules.page.default })).data);
      let after = low === null ? contiguousSeq(this.state.messages) : low - 1;
      for (;;) {
        const page = await this.fetchHistory({ after, limit: communityRules.page.max });
        this.receive(page.data);
        const last = page.data.at(-1);
        if (!page.hasMore || !last) break;
        after = last.seq;
      }
      this.update({ loaded: true, loadError: null });
    } catch (error) {
      // Shown only before anything is on screen; later, the next reconnect tries again.
      if (!this.state.loaded) this.update({ loadError: error });
      throw error;
    }
  }

  /** The page before the lowest seq held (the reader reached the top). Answers how many arrived. */
  async loadOlder(): Promise<number> {
    const before = lowestSeq(this.state.messages);
    if (this.state.olderLoading || before === null || before <= 1) return 0;
    this.update({ olderLoading: true });
    try {
      const page = await this.fetchHistory({ before, limit: communityRules.page.default });
      const count = this.state.messages.length;
      this.update({ messages: mergeBySeq(this.state.messages, page.data), olderLoading: false });
      return this.state.messages.length - count;
    } catch {
      this.update({ olderLoading: false });
      return 0;
    }
  }

  reaction(event: z.infer<typeof reactionEventSchema> & { mine?: boolean }) {
    const mine = event.userId === this.me ? event.added : undefined;
    this.update({
      messages: this.state.messages.map((m) =>
        m.id !== event.messageId ? m : { ...m, reactions: withReaction(m, event.emoji, event.count, mine) },
      ),
    });
  }

  typing(user: Typist, typing: boolean) {
    if (user.id === this.me) return;
    clearTimeout(this.typingTimers.get(user.id));
    this.typingTimers.delete(user.id);
    const others = this.state.typing.filter((u) => u.id !== user.id);
    if (typing) {
      // A lost typingStop must not leave "typing…" up for ever.
      this.typingTimers.set(
        user.id,
        setTimeout(() => this.typing(user, false), communityRules.typingTimeoutMs),
      );
      this.update({ typing: [...others, user] });
    } else this.update({ typing: others });
  }

  readMark(userId: string, seq: number) {
    if ((this.state.readMarks.get(userId) ?? -1) >= seq) return;
    const marks = new Map(this.state.readMarks);
    marks.set(userId, seq);
    this.update({ readMarks: marks });
  }

  dispose() {
    for (const timer of this.typingTimers.values()) clearTimeout(timer);
    this.listeners.clear();
  }
}

function withReaction(m: ChatMessage, emoji: Reaction, count: number, mine?: boolean) {
  const others = m.reactions.filter((r) => r.emoji !== emoji);
  const was = m.reactions.find((r) => r.emoji === emoji);
  if (count <= 0) return others;
  const next = { emoji, count, mine: mine ?? was?.mine ?? false };
  return was ? m.reactions.map((r) => (r.emoji === emoji ? next : r)) : [...m.reactions, next];
}

/** Members other than the writer who have read up to `seq` ("seen by N"). */
export function seenBy(readMarks: ReadonlyMap<string, number>, seq: number, writer: string): number {
  let n = 0;
  for (const [userId, mark] of readMarks) if (userId !== writer && mark >= seq) n += 1;
  return n;
}
