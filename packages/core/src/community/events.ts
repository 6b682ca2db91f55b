import { z } from 'zod';
import type { ApiErrorBody } from '../errors/codes.ts';
import { hasForbiddenCharacter } from '../errors/input.ts';
import { chatMessageSchema } from './contracts.ts';
import { communityRules, hasVisibleText, withoutInvisible } from './rules.ts';

/**
 * The chat socket's one typed event map (docs/community.md, "The real-time contract"). Client events
 * carry the spec's names; each payload is validated by zod on the server (and parsed by the client
 * before sending), and every client event is acknowledged with `{ ok: true, … }` or the API's error
 * shape. Server events carry what changed; after any reconnect the client catches up over REST by seq,
 * so no server event has to be delivered for history to be complete.
 */

const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'validation.required' : 'validation.invalidType';
const id = z.uuid('validation.invalidType');

const messageText = z
  .string({ error: typeError })
  // Invisible controls go first (rules.ts), so a text of them alone is empty and a bidi override never
  // reaches a reader.
  .transform(withoutInvisible)
  .pipe(
    z
      .string()
      .trim()
      .min(communityRules.message.min, 'validation.community.messageEmpty')
      .max(communityRules.message.max, 'validation.community.messageTooLong'),
  )
  .refine(hasVisibleText, 'validation.community.messageEmpty')
  // REST refuses these in every body (input-guard); the socket's events have only this schema.
  .refine((s) => !hasForbiddenCharacter(s), 'validation.forbiddenCharacter');

export const groupPayloadSchema = z.strictObject({ groupId: id });

export const sendMessagePayloadSchema = z.strictObject({
  groupId: id,
  /** Made by the sender's device once per message; a retry with the same id is the same message. */
  clientId: id,
  text: messageText,
  replyToSeq: z.number({ error: typeError }).int().min(1).optional(),
  /** Shares a question from the bank or a solution view; the text is then a comment (may be short). */
  questionId: id.optional(),
});
export type SendMessagePayload = z.infer<typeof sendMessagePayloadSchema>;

export const editMessagePayloadSchema = z.strictObject({ groupId: id, messageId: id, text: messageText });
export const messageRefPayloadSchema = z.strictObject({ groupId: id, messageId: id });
export const reactionPayloadSchema = z.strictObject({
  groupId: id,
  messageId: id,
  emoji: z.enum(communityRules.reactions, { error: typeError }),
});
export const markAsReadPayloadSchema = z.strictObject({
  groupId: id,
  seq: z.number({ error: typeError }).int().min(0),
});

/** Every client event's payload schema, by the spec's event name. */
export const clientEventSchemas = {
  joinGroup: groupPayloadSchema,
  leaveGroup: groupPayloadSchema,
  sendMessage: sendMessagePayloadSchema,
  editMessage: editMessagePayloadSchema,
  deleteMessage: messageRefPayloadSchema,
  addReaction: reactionPayloadSchema,
  typingStart: groupPayloadSchema,
  typingStop: groupPayloadSchema,
  markAsRead: markAsReadPayloadSchema,
} as const;
export type ClientEventName = keyof typeof clientEventSchemas;
export const clientEventNames = Object.keys(clientEventSchemas) as ClientEventName[];

/**
 * What each client event's acknowledgement carries besides `ok: true`: declared as schemas so a test
 * can hold every answer to them (community-socket-schema-fuzz.test.ts), the types inferred.
 */
export const clientEventResultSchemas = {
  /** The group's highest seq: the client catches up to it over REST. */
  joinGroup: z.strictObject({ lastSeq: z.number().int().min(0) }),
  leaveGroup: z.strictObject({}),
  /** The committed message (its seq); a retry answers the same message. */
  sendMessage: z.strictObject({ message: chatMessageSchema }),
  editMessage: z.strictObject({ message: chatMessageSchema }),
  deleteMessage: z.strictObject({ message: chatMessageSchema }),
  /** `added`: the reaction is now given (false: it was taken back). */
  addReaction: z.strictObject({ added: z.boolean(), count: z.number().int().min(0) }),
  typingStart: z.strictObject({}),
  typingStop: z.strictObject({}),
  markAsRead: z.strictObject({ lastReadSeq: z.number().int().min(0) }),
} as const satisfies Record<ClientEventName, z.ZodType>;
export type ClientEventResults = {
  [E in ClientEventName]: z.infer<(typeof clientEventResultSchemas)[E]>;
};

export type Ack<E extends ClientEventName> =
  | ({ ok: true } & ClientEventResults[E])
  | ({ ok: false } & ApiErrorBody);

export const reactionEventSchema = z.object({
  groupId: z.string(),
  messageId: z.string(),
  seq: z.number().int(),
  emoji: z.enum(communityRules.reactions),
  userId: z.string(),
  added: z.boolean(),
  count: z.number().int(),
});
export const typingEventSchema = z.object({
  groupId: z.string(),
  user: z.object({ id: z.string(), name: z.string() }),
  typing: z.boolean(),
});
export const readReceiptEventSchema = z.object({
  groupId: z.string(),
  userId: z.string(),
  seq: z.number().int(),
});
export const memberRemovedEventSchema = z.object({
  groupId: z.string(),
  userId: z.string(),
  /** `removed` by a moderator, `left` by themself, `batch` when taken out of the institute batch. */
  reason: z.enum(['removed', 'left', 'batch']),
});
export const groupChangedEventSchema = z.object({
  groupId: z.string(),
  slowModeSeconds: z.number().int(),
  archived: z.boolean(),
});

/** Server → client events and their payload schemas (the client validates before using one). */
export const serverEventSchemas = {
  newMessage: chatMessageSchema,
  messageEdited: chatMessageSchema,
  messageDeleted: chatMessageSchema,
  reactionUpdated: reactionEventSchema,
  typing: typingEventSchema,
  readReceipt: readReceiptEventSchema,
  memberRemoved: memberRemovedEventSchema,
  groupChanged: groupChangedEventSchema,
} as const;
export type ServerEventName = keyof typeof serverEventSchemas;

/** Socket.IO's typed maps (`Server<ClientToServerEvents, ServerToClientEvents>` / `Socket<…>`). */
export type ClientToServerEvents = {
  [E in ClientEventName]: (
    payload: z.input<(typeof clientEventSchemas)[E]>,
    ack: (answer: Ack<E>) => void,
  ) => void;
};
export type ServerToClientEvents = {
  [E in ServerEventName]: (payload: z.infer<(typeof serverEventSchemas)[E]>) => void;
};

/** The spec's connection constants (§9): websocket only, 5 attempts, 1 s apart, 10 s timeout. */
export const chatConnection = {
  transports: ['websocket'] as const,
  reconnection: true,
  reconnectionAttempts: 5,
  reconnectionDelay: 1000,
  timeout: 10000,
  /** The Socket.IO path on the API host. */
  path: '/socket.io',
} as const;
