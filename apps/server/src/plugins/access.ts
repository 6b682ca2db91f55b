import { canReachOrganisation, type OrgAccessLevel } from '@abhyas/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { organisations, users } from '../db/schema/index.ts';
import type { Deps } from '../deps.ts';
import { AppError, forbidden, unauthenticated } from '../lib/app-error.ts';
import { sessionEnded } from '../lib/session-ended.ts';

/**
 * Who may call a route. Every /api route must say so in `config.access`; the app refuses to start
 * otherwise, so a forgotten guard is a start-up error rather than an open door.
 */
export type Access =
  | 'public'
  | 'signedIn'
  | 'platformAdmin'
  | 'orgAdmin'
  | 'orgStaff'
  | 'orgMember'
  | 'signedInHotPath';

/**
 * The institute levels (core `canReachOrganisation`): the route's `:organizationId` must be the
 * caller's own institute, reached at that level, and not suspended (platform admins pass all three).
 */
const orgLevels: Partial<Record<Access, OrgAccessLevel>> = {
  orgAdmin: 'admin',
  orgStaff: 'staff',
  orgMember: 'member',
};

export type Viewer = Omit<typeof users.$inferSelect, 'passwordHash'>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
    /** Set on `signedInHotPath` routes: the token's user, whose row the handler's own SQL checks. */
    tokenUserId: string | null;
    /** With it, the token's session, which the handler's SQL checks has not ended. */
    tokenSessionId: string | null;
  }
}

const viewerColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  role: users.role,
  orgRole: users.orgRole,
  organizationId: users.organizationId,
  orgDeactivatedAt: users.orgDeactivatedAt,
  compensatoryTime: users.compensatoryTime,
  language: users.language,
  targetExam: users.targetExam,
  targetExamAskedAt: users.targetExamAskedAt,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

/** Routes under these prefixes belong to plugins (the docs viewer) and are public by nature. */
const pluginOwnedPrefixes = ['/api/docs'];

export const accessPlugin = fp(async (app: FastifyInstance, opts: { deps: Deps }) => {
  const { deps } = opts;
  // Runs on every guarded request: built once, so the SQL is not regenerated each time.
  const viewerById = deps.db
    .select({ ...viewerColumns, sessionEnded: sessionEnded(sql.placeholder('sid')).mapWith(Boolean) })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('viewer_by_id');
  const suspendedById = deps.db
    .select({ suspendedAt: organisations.suspendedAt })
    .from(organisations)
    .where(eq(organisations.id, sql.placeholder('id')))
    .limit(1)
    .prepare('organisation_suspended_by_id');
  app.decorateRequest('viewer', null);
  app.decorateRequest('tokenUserId', null);
  app.decorateRequest('tokenSessionId', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || pluginOwnedPrefixes.some((p) => route.url.startsWith(p))) return;
    if (route.method === 'HEAD') return;
    if (!route.config?.access)
      throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    if (access === 'signedInHotPath') {
      // The answer-save path: the token is verified here, and the save statement itself re-reads the
      // user row and the token's session (disabled accounts and ended sessions are refused there),
      // which spares one database round trip per save.
      const claims = await deps.accessTokens.verify(bearerToken(request));
      request.tokenUserId = claims.sub;
      request.tokenSessionId = claims.sid ?? null;
      return;
    }
    const viewer = await authenticate(deps, request, (id, sid) => {
      // The session is kept for the routes that care which device asks (attempts/holder.ts).
      request.tokenSessionId = sid;
      return viewerById.execute({ id, sid });
    });
    request.viewer = viewer;
    if (access === 'platformAdmin' && viewer.role !== 'admin')
      throw forbidden('Only platform admins can do this');
    const level = orgLevels[access];
    if (level) {
      const orgId = (request.params as Record<string, string | undefined>).organizationId;
      // The same answer for another institute's id and for one that does not exist: a refusal here
      // reveals nothing about other institutes.
      if (!orgId || !canReachOrganisation(viewer, orgId, level)) {
        throw forbidden(
          level === 'admin'
            ? 'Only admins of this organisation can do this'
            : 'Only members of this organisation can do this',
        );
      }
      if (viewer.role !== 'admin') {
        const [org] = await suspendedById.execute({ id: orgId });
        if (org?.suspendedAt) {
          throw new AppError(403, 'ORGANISATION_SUSPENDED', 'This institute is suspended by the platform');
        }
      }
    }
  });
});

/**
 * The token proves who is calling; the database says what they may do now. Reading the row on each
 * call means a disabled account or a changed role takes effect at once, not when the token expires.
 */
async function authenticate(
  deps: Deps,
  request: FastifyRequest,
  findViewer: (id: string, sid: string | null) => Promise<(Viewer & { sessionEnded: boolean })[]>,
): Promise<Viewer> {
  const claims = await deps.accessTokens.verify(bearerToken(request));
  const [row] = await findViewer(claims.sub, claims.sid ?? null);
  if (!row) throw unauthenticated();
  if (row.disabledAt) throw new AppError(401, 'ACCOUNT_DISABLED', 'This account has been disabled');
  const { sessionEnded: ended, ...viewer } = row;
  if (ended) throw sessionOver();
  return viewer;
}

function bearerToken(request: FastifyRequest): string {
  const match = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw unauthenticated();
  return match[1];
}

/**
 * For `public` routes that link a signed-in caller when there is one (the feedback form): the token's
 * user if the token verifies and the user exists, else null. A missing, expired or forged token is not
 * an error on such a route.
 */
export async function optionalUserId(deps: Deps, request: FastifyRequest): Promise<string | null> {
  const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) return null;
  try {
    const claims = await deps.accessTokens.verify(token);
    const [row] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, claims.sub));
    return row?.id ?? null;
  } catch {
    return null;
  }
}

/** The caller of a `signedInHotPath` route, as its token says: their SQL must check both. */
export interface TokenCaller {
  userId: string;
  sessionId: string | null;
}

/** For `signedInHotPath` handlers: the token's user and session (their SQL must check the user row). */
export function tokenUserOf(request: FastifyRequest): TokenCaller {
  if (!request.tokenUserId) throw unauthenticated();
  return { userId: request.tokenUserId, sessionId: request.tokenSessionId };
}

/** An access token whose session was signed out (or ended by a password reset): sign in again. */
export const sessionOver = () => new AppError(401, 'SESSION_ENDED', 'This session has ended; sign in again');

/** The sign-in session of a signed-in caller's token (null for a token without one). */
export const sessionIdOf = (request: FastifyRequest): string | null => request.tokenSessionId;

/** For handlers behind a signed-in guard: the viewer is always set there. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthenticated();
  return request.viewer;
}
