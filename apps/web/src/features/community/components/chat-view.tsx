import type { ChatMessage } from '@abhyas/core';
import { createContext, useContext } from 'react';

/**
 * What a message row reads about the rest of the chat: the messages held (a reply's quote), a way to
 * scroll to one (tapping the quote), and the members' usernames (which `@names` to highlight). A
 * context rather than props, so the memoised rows keep their props and only readers re-render.
 */
export interface ChatView {
  bySeq: (seq: number) => ChatMessage | undefined;
  scrollToSeq: (seq: number) => void;
  /** Lower-cased usernames of the group's members. */
  usernames: ReadonlySet<string>;
  /** The reader's user id (a quote of their own message says "You"). */
  me: string;
}

const empty: ChatView = {
  bySeq: () => undefined,
  scrollToSeq: () => undefined,
  usernames: new Set(),
  me: '',
};
export const ChatViewContext = createContext<ChatView>(empty);
export const useChatView = () => useContext(ChatViewContext);
