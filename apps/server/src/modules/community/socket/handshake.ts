import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { AppError, unauthenticated } from '../../../lib/app-error.ts';
import { sessionEnded } from '../../../lib/session-ended.ts';
import { sessionOver } from '../../../plugins/access.ts';
import { connectError, errorBody } from './errors.ts';
import { originAllowed } from './origin.ts';
import type { ChatSocket } from './types.ts';
import { admitSocket } from './user-budgets.ts';

const noAuth: Record<string, never> = Object.freeze({});

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
      const claims = await deps.accessTokens.verify(token, { remember: false });
      const [user] = await deps.db
        .select({
          id: users.id,
          name: users.name,
          disabledAt: users.disabledAt,
          sessionEnded: sessionEnded(claims.sid ?? null).mapWith(Boolean),
        })
        .from(users)
        .where(eq(users.id, claims.sub));
      if (!user) throw unauthenticated();
      if (user.disabledAt) throw new AppError(401, 'ACCOUNT_DISABLED', 'This account has been disabled');
      // A signed-out session's token may not reconnect the sockets its sign-out closed.
      if (user.sessionEnded) throw sessionOver();
      // Every socket's data in one order, so all share one shape (types.ts).
      socket.data.userId = user.id;
      socket.data.name = user.name;
      // Admitted last, so a refused handshake holds no place in the user's socket count.
      socket.data.budget = admitSocket(user.id);
      socket.data.typing = null;
      // The token has done its work (the socket's rights are the database's from here on): a
      // socket that stays open for hours need not hold its ~0.35 KB.
      socket.handshake.auth = noAuth;
      next();
    } catch (err) {
      next(connectError(errorBody(err, deps.log, 'handshake')));
    }
  };
}
