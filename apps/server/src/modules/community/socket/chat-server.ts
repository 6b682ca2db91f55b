import type { Server as HttpServer } from 'node:http';
import { chatConnection, groupRoom, userRoom } from '@abhyas/core';
import { Server } from 'socket.io';
import type { Deps } from '../../../deps.ts';
import type { Realtime } from '../../../lib/realtime.ts';
import { chatListener } from './handlers.ts';
import { handshake } from './handshake.ts';
import { redisAdapter } from './redis-adapter.ts';
import type { ChatServer, ChatSocket } from './types.ts';
import { releaseSocket } from './user-budgets.ts';

/**
 * The chat's Socket.IO server on the app's own HTTP server (docs/community-realtime.md): path
 * /socket.io, websocket only, no polling, no connection-state recovery (clients catch up by seq over
 * REST), the Redis adapter when REDIS_URL is set. It fills in `deps.realtime`, so services reach
 * sockets on every node. `close` ends this node's sockets and the adapter's connections; the HTTP
 * server itself is Fastify's to close.
 */
/** Shared by every socket (called with the socket as `this`): its place in the user's count goes. */
function release(this: ChatSocket): void {
  releaseSocket(this.data.userId);
}

export function startChatServer(
  httpServer: HttpServer,
  deps: Deps,
): { io: ChatServer; close(): Promise<void> } {
  const redis = deps.config.REDIS_URL
    ? redisAdapter(deps.config.REDIS_URL, deps.config.REDIS_KEY_PREFIX, deps.log)
    : undefined;
  const io: ChatServer = new Server(httpServer, {
    path: chatConnection.path,
    transports: [...chatConnection.transports],
    serveClient: false,
    // A message is at most 2,000 characters (about 6 KB as UTF-8 Devanagari): anything far larger
    // is not a chat event, and Socket.IO closes the connection rather than parse it.
    maxHttpBufferSize: 64 * 1024,
    ...(redis ? { adapter: redis.adapter } : {}),
  });
  io.use(handshake(deps));
  // One listener for all of this server's sockets (handlers.ts): a socket holds a reference to it,
  // not handlers of its own.
  const onEvent = chatListener(deps);
  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.userId));
    socket.onAny(onEvent);
    socket.on('disconnect', release);
  });

  // After close, services still finishing a request reach no socket (their clients catch up by seq).
  let closed = false;
  const realtime: Realtime = {
    toGroup(groupId, event, payload) {
      if (closed) return;
      // The typed map pairs each event with its payload; TypeScript cannot follow the generic here.
      (io.to(groupRoom(groupId)) as unknown as { emit(e: string, p: unknown): void }).emit(event, payload);
    },
    removeFromGroup(userId, groupId) {
      if (closed) return;
      io.in(userRoom(userId)).socketsLeave(groupRoom(groupId));
    },
    disconnectUser(userId) {
      if (closed) return;
      io.in(userRoom(userId)).disconnectSockets(true);
    },
  };
  deps.realtime.attach(realtime);

  return {
    io,
    async close() {
      closed = true;
      io.local.disconnectSockets(true);
      io.engine.close();
      await io.of('/').adapter.close();
      await redis?.close();
    },
  };
}
