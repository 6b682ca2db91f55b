import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type Ack, type ClientEventName, chatConnection, type GroupRole } from '@abhyas/core';
import { io, type Socket } from 'socket.io-client';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { groupMembers, groups } from '../src/db/schema/index.ts';
import { createUser } from './factories.ts';

/**
 * The community tests' own fixtures: groups and members written straight to the tables (so these
 * tests do not depend on the group routes), users with tokens signed by the app, and a Socket.IO
 * client connected the way the spec's client connects (websocket only, token in `auth`).
 */

export async function createGroup(
  db: Db,
  members: readonly { userId: string; role?: GroupRole }[],
  over: Partial<typeof groups.$inferInsert> = {},
) {
  const [group] = await db
    .insert(groups)
    .values({
      name: 'UPSC साथी',
      visibility: 'private',
      cover: '#1d4ed8',
      inviteCode: randomUUID().slice(0, 8).toUpperCase(),
      memberCount: members.length,
      ...over,
    })
    .returning();
  if (!group) throw new Error('no group');
  if (members.length > 0) {
    await db
      .insert(groupMembers)
      .values(members.map((m) => ({ groupId: group.id, userId: m.userId, role: m.role ?? 'member' })));
  }
  return group;
}

/** A user and an access token for them (signed directly: no argon2 sign-in per user). */
export async function userWithToken(app: App, over: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app.deps.db, over);
  const token = await app.deps.accessTokens.sign({
    sub: user.id,
    role: user.role,
    orgRole: user.orgRole,
    organizationId: user.organizationId,
    username: user.username,
  });
  return { user, token };
}

export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export type ChatClient = Socket;

/** A client as the spec makes it; resolves once connected, rejects with the connect_error. */
export function connect(
  url: string,
  token: string | undefined,
  opts: { origin?: string; reconnection?: boolean } = {},
): Promise<ChatClient> {
  const socket = io(url, {
    path: chatConnection.path,
    transports: ['websocket'],
    reconnection: opts.reconnection ?? false,
    timeout: chatConnection.timeout,
    forceNew: true,
    ...(token === undefined ? {} : { auth: { token } }),
    ...(opts.origin ? { extraHeaders: { origin: opts.origin } } : {}),
  });
  return new Promise((resolve, reject) => {
    // A server that dies mid-handshake sends neither 'connect' nor 'connect_error': bounded here.
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error('timeout'));
    }, chatConnection.timeout + 1000);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (err) => {
      clearTimeout(timer);
      socket.close();
      reject(err);
    });
  });
}

/** Emits a client event and waits for its acknowledgement. */
export function emitAck<E extends ClientEventName>(
  socket: ChatClient,
  event: E,
  payload: unknown,
): Promise<Ack<E>> {
  // Socket.IO's own timeout is not always enough: an ack pending when its socket is closed by this
  // side can stay unsettled, so the wait is bounded here too (as the web app's 10 s).
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    socket.timeout(5000).emitWithAck(event, payload) as Promise<Ack<E>>,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no ack for ${event}`)), 6000);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The next `event` this client hears (rejects after `ms`). */
export function nextEvent<T = unknown>(socket: ChatClient, event: string, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Collects every `event` this client hears. */
export function collect<T = unknown>(socket: ChatClient, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const newId = () => randomUUID();

/**
 * An owner (a) and a member (b) of a new group, each connected and joined to its room: a on `urlA`,
 * b on `urlB` (another node of the same deployment, or the same one).
 */
export async function pairInRoom(app: App, urlA: string, urlB = urlA) {
  const a = await userWithToken(app);
  const b = await userWithToken(app);
  const group = await createGroup(app.deps.db, [{ userId: a.user.id, role: 'owner' }, { userId: b.user.id }]);
  const [sa, sb] = await Promise.all([connect(urlA, a.token), connect(urlB, b.token)]);
  await emitAck(sa, 'joinGroup', { groupId: group.id });
  await emitAck(sb, 'joinGroup', { groupId: group.id });
  return { a, b, group, sa, sb };
}
