import { isApiErrorBody } from '@abhyas/core';
import { useEffect, useState } from 'react';
import { apiGet } from '@/lib/api-client';
import { useStoredValue } from '@/lib/session';
import { useOnline } from '@/lib/use-online';
import { type ChatSocket, openChatSocket } from '../lib/chat-socket';

export interface ChatConnection {
  socket: ChatSocket | null;
  /** Spec §4: not connected, then connected on success; connect_error, disconnect and error go back. */
  connected: boolean;
  /** No stored token: no connection is made (spec §8). */
  noToken: boolean;
  /** Tries again after Socket.IO gave up (its 5 attempts are spent). */
  reconnect: () => void;
}

/**
 * The chat's one socket for the screen. Made only when a token is stored, closed when the token
 * changes (a refresh, a sign-out) or the screen is left. A browser that says it is offline closes it
 * too: a socket that outlived the network would take messages that the reader should see as pending,
 * and the `online` event then opens a fresh one at once instead of waiting out the retry delays.
 */
export function useChatSocket(): ChatConnection {
  const token = useStoredValue('token');
  const online = useOnline();
  const [socket, setSocket] = useState<ChatSocket | null>(null);
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!token) {
      console.log('No authentication token found');
      return;
    }
    if (!online) return;
    const next = openChatSocket(token);
    const up = () => setConnected(true);
    const down = () => setConnected(false);
    next.on('connect', up);
    next.on('connect_error', down);
    // The access token lives 15 minutes: a reconnect with an expired one is refused. One REST call
    // renews it the app's usual way (lib/api-client), and the new token opens a new socket.
    let renewed = false;
    next.on('connect_error', (err: Error & { data?: unknown }) => {
      const code = isApiErrorBody(err.data) ? err.data.error.code : null;
      if (renewed || (code !== 'TOKEN_EXPIRED' && code !== 'UNAUTHENTICATED')) return;
      renewed = true;
      void apiGet('/me').catch(() => undefined);
    });
    next.on('disconnect', down);
    // `error` is the manager's event in socket.io-client 4; a server may also emit one on the socket.
    next.io.on('error', down);
    (next as unknown as { on(event: 'error', fn: () => void): void }).on('error', down);
    setSocket(next);
    return () => {
      next.removeAllListeners();
      next.io.off('error', down);
      next.close();
      setSocket(null);
      setConnected(false);
    };
  }, [token, online]);

  return {
    socket,
    connected,
    noToken: !token,
    reconnect: () => {
      if (socket && !socket.connected) socket.connect();
    },
  };
}
