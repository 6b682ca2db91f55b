import type { ClientToServerEvents, ServerToClientEvents } from '@abhyas/core';
import type { Server, Socket } from 'socket.io';
import type { UserBudget } from './user-budgets.ts';

/** One group's typing indicator on one socket (typing.ts). */
export interface TypingEntry {
  timer: NodeJS.Timeout;
  toldAt: number;
}

/**
 * What a socket keeps (docs/community-realtime.md, "Handshake"): the handshake's user, and the
 * handlers' per-socket state as plain fields, so every socket shares one shape and no closures.
 */
export interface ChatSocketData {
  userId: string;
  name: string;
  /** The user's event budget on this node, shared by all their sockets (user-budgets.ts). */
  budget: UserBudget;
  /** Typing indicators by group, made on the first `typingStart` (typing.ts). */
  typing: Map<string, TypingEntry> | null;
}

/** No server-to-server events: nodes talk only through the adapter's rooms. */
type NoEvents = Record<string, never>;

export type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, NoEvents, ChatSocketData>;
export type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, NoEvents, ChatSocketData>;
