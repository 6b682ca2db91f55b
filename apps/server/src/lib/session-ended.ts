import { type Placeholder, type SQL, sql } from 'drizzle-orm';

/**
 * Whether the session an access token names has ended (signed out, a password reset, a reused refresh
 * token): a revoked row in its refresh-token family. Guarded requests, the answer save's own statement
 * and the chat's handshake ask it, so an ended session's access token stops at once instead of living
 * out its 15 minutes. A token without a session id names none (false).
 */
export const sessionEnded = (sessionId: string | null | Placeholder): SQL =>
  sql`exists (select 1 from refresh_tokens rt where rt.family_id = ${sessionId} and rt.revoked_at is not null)`;
