import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeItem } from '@/lib/storage';

type Handler = (...args: unknown[]) => void;
interface FakeSocket {
  url: string;
  options: Record<string, unknown>;
  connected: boolean;
  handlers: Map<string, Handler[]>;
  closed: boolean;
  on(event: string, fn: Handler): FakeSocket;
  fire(event: string, ...args: unknown[]): void;
}
const sockets: FakeSocket[] = [];

vi.mock('socket.io-client', () => ({
  io: (url: string, options: Record<string, unknown>) => {
    const handlers = new Map<string, Handler[]>();
    const socket: FakeSocket & Record<string, unknown> = {
      url,
      options,
      connected: false,
      handlers,
      closed: false,
      on(event, fn) {
        handlers.set(event, [...(handlers.get(event) ?? []), fn]);
        return socket;
      },
      fire(event, ...args) {
        for (const fn of handlers.get(event) ?? []) fn(...args);
      },
      io: { on: () => undefined, off: () => undefined },
      removeAllListeners: () => handlers.clear(),
      close: () => {
        socket.closed = true;
      },
      connect: () => undefined,
    };
    sockets.push(socket);
    return socket;
  },
}));

const { useChatSocket } = await import('./use-chat-socket');

describe('the chat connection (spec §4, §7, §8, §9)', () => {
  beforeEach(() => {
    sockets.length = 0;
  });

  it('without a stored token: logs the spec’s words and connects nothing', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { result } = renderHook(() => useChatSocket());
    expect(log).toHaveBeenCalledWith('No authentication token found');
    expect(sockets).toHaveLength(0);
    expect(result.current.connected).toBe(false);
    expect(result.current.noToken).toBe(true);
  });

  it('connects to the API host, websocket only, with the token and the spec’s retry numbers', () => {
    writeItem('token', 'tok-1');
    renderHook(() => useChatSocket());
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.url).toBe(window.location.origin);
    expect(sockets[0]?.options).toEqual({
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: 'tok-1' },
      reconnection: true,
      reconnectionAttempts: 5,
      reconnectionDelay: 1000,
      timeout: 10000,
    });
  });

  it('is connected on connect and not connected on connect_error, disconnect and error', () => {
    writeItem('token', 'tok-1');
    const { result } = renderHook(() => useChatSocket());
    const socket = sockets[0] as FakeSocket;
    for (const event of ['connect_error', 'disconnect', 'error']) {
      act(() => socket.fire('connect'));
      expect(result.current.connected).toBe(true);
      act(() => socket.fire(event, new Error(event)));
      expect(result.current.connected).toBe(false);
    }
  });

  it('closes the socket when the token changes (and opens one with the new token) and when the screen is left', () => {
    writeItem('token', 'tok-1');
    const { unmount } = renderHook(() => useChatSocket());
    act(() => writeItem('token', 'tok-2'));
    expect(sockets[0]?.closed).toBe(true);
    expect(sockets[1]?.options.auth).toEqual({ token: 'tok-2' });
    unmount();
    expect(sockets[1]?.closed).toBe(true);
  });
});
