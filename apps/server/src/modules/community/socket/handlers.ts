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
import { assertMember, membershipOf } from '../membership.ts';
import { deleteMessage } from '../services/delete-message.ts';
import { editMessage } from '../services/edit-message.ts';
import { markAsRead } from '../services/mark-read.ts';
import { toggleReaction } from '../services/react.ts';
import { sendMessage } from '../services/send-message.ts';
import { errorBody, validationBody } from './errors.ts';
import { eventBudget } from './event-budget.ts';
import type { ChatSocket } from './types.ts';
import { typingState } from './typing.ts';

type Payload<E extends ClientEventName> = z.infer<(typeof clientEventSchemas)[E]>;
type Handler<E extends ClientEventName> = (payload: Payload<E>) => Promise<ClientEventResults[E]>;
type AnyAck = (answer: Ack<ClientEventName>) => void;
/** Socket.IO's listener registration without the typed map, for the one checked entry point below. */
type RawSocket = {
  on(event: string, listener: (...args: unknown[]) => void): void;
  onAny(listener: (event: unknown, ...args: unknown[]) => void): void;
};

const none = {} as Record<string, never>;

/**
 * Every client event of the typed map (core events.ts), on one socket. Each payload is parsed by its
 * zod schema before anything runs; every event is acknowledged with `{ ok: true, … }` or the error
 * shape, and nothing a client sends (a non-object, a missing or non-function ack, an unknown event,
 * a flood) can throw out of a listener. Membership is the database's answer each time.
 */
export function registerHandlers(deps: Deps, socket: ChatSocket): void {
  const userId = socket.data.userId;
  const typing = typingState(socket);
  const budget = eventBudget(Date.now);
  const inRoom = (groupId: string) => {
    if (!socket.rooms.has(groupRoom(groupId))) throw notFound('Join the group first');
  };

  const handlers: { [E in ClientEventName]: Handler<E> } = {
    async joinGroup({ groupId }) {
      const { group } = await assertMember(deps.db, groupId, userId);
      await socket.join(groupRoom(groupId));
      // A removal committed between the check and the join must not leave the socket listening.
      if (!(await membershipOf(deps.db, groupId, userId))) {
        await socket.leave(groupRoom(groupId));
        throw notFound('No such group');
      }
      return { lastSeq: group.lastSeq };
    },
    async leaveGroup({ groupId }) {
      typing.stop(groupId);
      await socket.leave(groupRoom(groupId));
      return none;
    },
    async sendMessage(payload) {
      const { message } = await sendMessage(deps, userId, payload);
      typing.stop(payload.groupId);
      return { message };
    },
    async editMessage(payload) {
      return { message: await editMessage(deps, userId, payload) };
    },
    async deleteMessage(payload) {
      return { message: await deleteMessage(deps, userId, payload) };
    },
    async addReaction(payload) {
      return toggleReaction(deps, userId, payload);
    },
    async typingStart({ groupId }) {
      inRoom(groupId);
      typing.start(groupId);
      return none;
    },
    async typingStop({ groupId }) {
      typing.stop(groupId);
      return none;
    },
    async markAsRead(payload) {
      return markAsRead(deps, userId, payload);
    },
  };

  const raw = socket as unknown as RawSocket;
  for (const event of clientEventNames) {
    raw.on(event, (...args: unknown[]) => {
      const last = args[args.length - 1];
      const ack: AnyAck = typeof last === 'function' ? (last as AnyAck) : () => {};
      void handle(event, args[0], ack);
    });
  }
  // An event the map does not know gets an answer too, when it asks for one.
  raw.onAny((event, ...args) => {
    if (typeof event === 'string' && (clientEventNames as readonly string[]).includes(event)) return;
    const last = args[args.length - 1];
    if (typeof last === 'function' && budget.take()) {
      safeAck(last as AnyAck, { ok: false, ...notFound('No such event').toBody() });
    }
  });
  socket.on('disconnect', () => typing.stopAll());

  async function handle<E extends ClientEventName>(event: E, payload: unknown, ack: AnyAck) {
    if (!budget.take()) {
      const slow = new AppError(429, 'RATE_LIMITED', 'Too many events', { retryAfterSeconds: 1 });
      return safeAck(ack, { ok: false, ...slow.toBody() });
    }
    const parsed = clientEventSchemas[event].safeParse(payload);
    if (!parsed.success) return safeAck(ack, { ok: false, ...validationBody(parsed.error) });
    try {
      const result = await (handlers[event] as Handler<E>)(parsed.data as Payload<E>);
      // The handler map pairs E with its result; the union of all acks cannot be narrowed back to E.
      safeAck(ack, { ok: true, ...result } as unknown as Ack<ClientEventName>);
    } catch (err) {
      safeAck(ack, { ok: false, ...errorBody(err, deps.log, event) });
    }
  }

  function safeAck(ack: AnyAck, answer: Ack<ClientEventName>) {
    try {
      ack(answer);
    } catch (err) {
      deps.log.warn({ err }, 'chat ack failed');
    }
  }
}
