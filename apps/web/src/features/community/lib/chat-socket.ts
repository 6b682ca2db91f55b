import {
  type Ack,
  type ClientEventName,
  type ClientToServerEvents,
  chatConnection,
  clientEventSchemas,
  type ServerEventName,
} from '@abhyas/core';
import { io, type Socket } from 'socket.io-client';
import { API_BASE } from '@/lib/api-client';

/** Server events arrive as unknown: each is checked with core's serverEventSchemas before use. */
export type ServerListeners = { [E in ServerEventName]: (payload: unknown) => void };
export type ChatSocket = Socket<ServerListeners, ClientToServerEvents>;
export type ClientPayload<E extends ClientEventName> = Parameters<ClientToServerEvents[E]>[0];

/**
 * The API host: the API base with its /api suffix removed (spec §7). Here the base is the same-origin
 * `/api`, so the host is the page's own origin; an absolute base (`https://api.example/api`) gives its host.
 */
export function chatOrigin(apiBase: string = API_BASE, pageOrigin: string = window.location.origin): string {
  const host = apiBase.replace(/\/api\/?$/, '');
  return host === '' || host.startsWith('/') ? `${pageOrigin}${host}` : host;
}

/** The spec's connection (§7, §9): websocket only, the stored token in the handshake, 5 tries 1 s apart. */
export function openChatSocket(token: string): ChatSocket {
  return io(chatOrigin(), {
    path: chatConnection.path,
    transports: [...chatConnection.transports],
    auth: { token },
    reconnection: chatConnection.reconnection,
    reconnectionAttempts: chatConnection.reconnectionAttempts,
    reconnectionDelay: chatConnection.reconnectionDelay,
    timeout: chatConnection.timeout,
  });
}

const refusal = (code: 'NETWORK_ERROR' | 'VALIDATION_ERROR', rule?: string) =>
  ({
    ok: false,
    error: {
      // NETWORK_ERROR is the client's own code (lib/api-error.ts); it has its translated words too.
      code: code as 'INTERNAL',
      message: code === 'NETWORK_ERROR' ? 'Not connected' : 'Invalid payload',
      ...(rule ? { rule } : {}),
    },
  }) as const;

/**
 * Sends one client event and waits for its acknowledgement. Chat actions go out only when connected
 * (spec §4); the payload is checked with core's schema first, so a too-long message gets its rule's
 * words without a round trip; no answer within the timeout counts as a network failure.
 */
export async function emitAck<E extends ClientEventName>(
  socket: ChatSocket | null,
  event: E,
  payload: ClientPayload<E>,
): Promise<Ack<E>> {
  const parsed = clientEventSchemas[event].safeParse(payload);
  if (!parsed.success) return refusal('VALIDATION_ERROR', parsed.error.issues[0]?.message) as Ack<E>;
  if (!socket?.connected) return refusal('NETWORK_ERROR') as Ack<E>;
  try {
    const timed = socket.timeout(chatConnection.timeout);
    // socket.io's typed emitWithAck cannot follow a generic event name; the map above types it.
    const send = timed.emitWithAck as (event: E, payload: ClientPayload<E>) => Promise<Ack<E>>;
    return await send.call(timed, event, payload);
  } catch {
    return refusal('NETWORK_ERROR') as Ack<E>;
  }
}
