import {
  type Ack,
  type ClientEventName,
  type ClientEventResults,
  clientEventNames,
  clientEventSchemas,
  groupRoom,
} from '@abhyas/core';
import type { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { assertCanWrite, assertMember, membershipOf } from '../membership.ts';
import { deleteMessage } from '../services/delete-message.ts';
import { editMessage } from '../services/edit-message.ts';
import { markAsRead } from '../services/mark-read.ts';
import { toggleReaction } from '../services/react.ts';
import { sendMessage } from '../services/send-message.ts';
import { errorBody, validationBody } from './errors.ts';
import { takeEvent } from './event-budget.ts';
import type { ChatSocket } from './types.ts';
import { startTyping, stopTyping } from './typing.ts';

type Payload<E extends ClientEventName> = z.infer<(typeof clientEventSchemas)[E]>;
type Handler<E extends ClientEventName> = (
  deps: Deps,
  socket: ChatSocket,
  payload: Payload<E>,
) => Promise<ClientEventResults[E]>;
type AnyAck = (answer: Ack<ClientEventName>) => void;

const none = {} as Record<string, never>;
const known = new Set<string>(clientEventNames);

function inRoom(socket: ChatSocket, groupId: string) {
  if (!socket.rooms.has(groupRoom(groupId))) throw notFound('Join the group first');
}

/**
 * Every client event of the typed map (core events.ts), for every socket: one module-level table,
 * so a socket carries no handlers of its own. Membership is the database's answer each time.
 */
const handlers: { [E in ClientEventName]: Handler<E> } = {
  async joinGroup(deps, socket, { groupId }) {
    const userId = socket.data.userId;
    const { group } = await assertMember(deps.db, groupId, userId);
    await socket.join(groupRoom(groupId));
    // A removal committed between the check and the join must not leave the socket listening.
    if (!(await membershipOf(deps.db, groupId, userId))) {
      await socket.leave(groupRoom(groupId));
      throw notFound('No such group');
    }
    return { lastSeq: group.lastSeq };
  },
  async leaveGroup(_deps, socket, { groupId }) {
    stopTyping(socket, groupId);
    await socket.leave(groupRoom(groupId));
    return none;
  },
  async sendMessage(deps, socket, payload) {
    const { message } = await sendMessage(deps, socket.data.userId, payload);
    stopTyping(socket, payload.groupId);
    return { message };
  },
  async editMessage(deps, socket, payload) {
    return { message: await editMessage(deps, socket.data.userId, payload) };
  },
  async deleteMessage(deps, socket, payload) {
    return { message: await deleteMessage(deps, socket.data.userId, payload) };
  },
  async addReaction(deps, socket, payload) {
    return toggleReaction(deps, socket.data.userId, payload);
  },
  async typingStart(deps, socket, { groupId }) {
    inRoom(socket, groupId);
    // Only someone who may write is shown typing: not a muted member, not in an archived group.
    const { group, member } = await assertMember(deps.db, groupId, socket.data.userId);
    assertCanWrite(group, member, deps.clock());
    startTyping(socket, groupId);
    return none;
  },
  async typingStop(_deps, socket, { groupId }) {
    stopTyping(socket, groupId);
    return none;
  },
  async markAsRead(deps, socket, payload) {
    return markAsRead(deps, socket.data.userId, payload);
  },
};

/**
 * The one listener of every socket of this server, registered with `socket.onAny`: Socket.IO calls
 * it with the socket as `this` and the event's name and arguments (the ack last, when asked for).
 * Each payload is parsed by its zod schema before anything runs; every event is acknowledged with
 * `{ ok: true, … }` or the error shape, and nothing a client sends (a non-object, a missing or
 * non-function ack, an unknown event, a flood) can throw out of it.
 */
export function chatListener(deps: Deps) {
  return function onEvent(this: ChatSocket, event: unknown, ...args: unknown[]): void {
    const last = args[args.length - 1];
    const ack = typeof last === 'function' ? (last as AnyAck) : undefined;
    if (typeof event !== 'string' || !known.has(event)) {
      // An event the map does not know gets an answer too, when it asks for one.
      if (ack && takeEvent(this.data.budget, Date.now())) {
        safeAck(deps, ack, { ok: false, ...notFound('No such event').toBody() });
      }
      return;
    }
    void handle(deps, this, event as ClientEventName, args[0], ack);
  };
}

async function handle<E extends ClientEventName>(
  deps: Deps,
  socket: ChatSocket,
  event: E,
  payload: unknown,
  ack: AnyAck | undefined,
) {
  if (!takeEvent(socket.data.budget, Date.now())) {
    const slow = new AppError(429, 'RATE_LIMITED', 'Too many events', { retryAfterSeconds: 1 });
    return safeAck(deps, ack, { ok: false, ...slow.toBody() });
  }
  const parsed = clientEventSchemas[event].safeParse(payload);
  if (!parsed.success) return safeAck(deps, ack, { ok: false, ...validationBody(parsed.error) });
  try {
    const result = await (handlers[event] as Handler<E>)(deps, socket, parsed.data as Payload<E>);
    // The handler map pairs E with its result; the union of all acks cannot be narrowed back to E.
    safeAck(deps, ack, { ok: true, ...result } as unknown as Ack<ClientEventName>);
  } catch (err) {
    safeAck(deps, ack, { ok: false, ...errorBody(err, deps.log, event) });
  }
}

function safeAck(deps: Deps, ack: AnyAck | undefined, answer: Ack<ClientEventName>) {
  if (!ack) return;
  try {
    ack(answer);
  } catch (err) {
    deps.log.warn({ err }, 'chat ack failed');
  }
}
