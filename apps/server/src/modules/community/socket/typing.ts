import { communityRules, groupRoom } from '@abhyas/core';
import type { ChatSocket } from './types.ts';

/**
 * One socket's typing indicators, per group. `typingStart` tells the rest of the room at most once
 * per half timeout (a key press per event must not become a broadcast per key press) and stops by
 * itself after `typingTimeoutMs` without another start; `typingStop`, leaving and disconnecting stop
 * it at once. Only a socket in the group's room (joined after the database said member) may type.
 */
export function typingState(socket: ChatSocket) {
  const timeout = communityRules.typingTimeoutMs;
  const active = new Map<string, { timer: NodeJS.Timeout; toldAt: number }>();

  const tell = (groupId: string, typing: boolean) => {
    socket.to(groupRoom(groupId)).emit('typing', {
      groupId,
      user: { id: socket.data.userId, name: socket.data.name },
      typing,
    });
  };

  const stop = (groupId: string) => {
    const entry = active.get(groupId);
    if (!entry) return;
    clearTimeout(entry.timer);
    active.delete(groupId);
    tell(groupId, false);
  };

  return {
    start(groupId: string) {
      const now = Date.now();
      const entry = active.get(groupId);
      if (entry) clearTimeout(entry.timer);
      const retell = !entry || now - entry.toldAt >= timeout / 2;
      const toldAt = retell ? now : entry.toldAt;
      if (retell) tell(groupId, true);
      const timer = setTimeout(() => stop(groupId), timeout);
      timer.unref();
      active.set(groupId, { timer, toldAt });
    },
    stop,
    stopAll() {
      for (const groupId of [...active.keys()]) stop(groupId);
    },
  };
}
