import type { ClientToServerEvents, ServerToClientEvents } from '@abhyas/core';
import type { Server, Socket } from 'socket.io';

/** What the handshake learnt about a socket's user (docs/community-realtime.md, "Handshake"). */
export interface ChatSocketData {
  userId: string;
  name: string;
}

/** No server-to-server events: nodes talk only through the adapter's rooms. */
type NoEvents = Record<string, never>;

export type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, NoEvents, ChatSocketData>;
export type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, NoEvents, ChatSocketData>;
