import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { AppError, unauthenticated } from '../../../lib/app-error.ts';
import { connectError, errorBody } from './errors.ts';
import { originAllowed } from './origin.ts';
import type { ChatSocket } from './types.ts';

/**
 * The handshake (docs/community-realtime.md): the Origin must be ours (origin.ts), `auth.token` a valid
 * access token, and its user must exist and not be disabled (the row is read now, as every guarded
 * REST call does). A refusal reaches the client as `connect_error` with the error shape in `err.data`.
 */
export function handshake(deps: Pick<Deps, 'db' | 'config' | 'accessTokens' | 'log'>) {
  return async (socket: ChatSocket, next: (err?: Error) => void) => {
    try {
      if (!originAllowed(deps.config, socket.handshake.headers)) {
        throw new AppError(403, 'FORBIDDEN', 'This origin may not open the chat');
      }
      const token: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
      if (typeof token !== 'string' || token === '') throw unauthenticated('No authentication token');
      const claims = await deps.accessTokens.verify(token);
      const [user] = await deps.db
        .select({ id: users.id, name: users.name, disabledAt: users.disabledAt })
        .from(users)
        .where(eq(users.id, claims.sub));
      if (!user) throw unauthenticated();
      if (user.disabledAt) throw new AppError(401, 'ACCOUNT_DISABLED', 'This account has been disabled');
      socket.data.userId = user.id;
      socket.data.name = user.name;
      next();
    } catch (err) {
      next(connectError(errorBody(err, deps.log, 'handshake')));
    }
  };
}
