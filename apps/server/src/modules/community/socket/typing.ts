import { communityRules, groupRoom } from '@abhyas/core';
import type { ChatSocket, TypingEntry } from './types.ts';

/**
 * One socket's typing indicators, per group. `typingStart` tells the rest of the room at most once
 * per half timeout (a key press per event must not become a broadcast per key press) and stops by
 * itself after `typingTimeoutMs` without another start; `typingStop`, leaving, a send and
 * disconnecting stop it at once. Only a socket in the group's room (joined after the database said
 * member) may type. The state lives on `socket.data.typing`, made on the socket's first start: most
 * sockets only listen, and carry nothing for it.
 */
const timeout = communityRules.typingTimeoutMs;

function tell(socket: ChatSocket, groupId: string, typing: boolean) {
  socket.to(groupRoom(groupId)).emit('typing', {
    groupId,
    user: { id: socket.data.userId, name: socket.data.name },
    typing,
  });
}

export function startTyping(socket: ChatSocket, groupId: string): void {
  let active = socket.data.typing;
  if (!active) {
    active = socket.data.typing = new Map<string, TypingEntry>();
    socket.once('disconnect', stopAllOnDisconnect);
  }
  const now = Date.now();
  const entry = active.get(groupId);
  if (entry) clearTimeout(entry.timer);
  const retell = !entry || now - entry.toldAt >= timeout / 2;
  const toldAt = retell || !entry ? now : entry.toldAt;
  if (retell) tell(socket, groupId, true);
  // Arguments, not a closure: the timer holds the socket and the id it needs and nothing more.
  const timer = setTimeout(stopTyping, timeout, socket, groupId);
  timer.unref();
  active.set(groupId, { timer, toldAt });
}

export function stopTyping(socket: ChatSocket, groupId: string): void {
  const entry = socket.data.typing?.get(groupId);
  if (!entry) return;
  clearTimeout(entry.timer);
  socket.data.typing?.delete(groupId);
  tell(socket, groupId, false);
}

export function stopAllTyping(socket: ChatSocket): void {
  for (const groupId of [...(socket.data.typing?.keys() ?? [])]) stopTyping(socket, groupId);
}

/** Socket.IO calls a socket's listeners with the socket as `this`: one function for every socket. */
function stopAllOnDisconnect(this: ChatSocket): void {
  stopAllTyping(this);
}
