import { type AccessRow, missingId, signedInGets } from './access-row.ts';

/**
 * The chat's message routes (docs/community-realtime.md): any signed-in caller is let through to the
 * service, which answers 404 for a group they are not a member of (a missing group here). The
 * socket's events have their own table: community-socket-access.test.ts.
 */
const group = `/api/community/groups/${missingId}`;

export const communityMessageRows: AccessRow[] = [
  { route: () => ({ method: 'GET', url: `${group}/messages` }), expect: signedInGets(404) },
  {
    route: () => ({
      method: 'POST',
      url: `${group}/messages`,
      payload: { clientId: missingId, text: 'नमस्ते' },
    }),
    expect: signedInGets(404),
  },
  {
    route: () => ({
      method: 'POST',
      url: `${group}/messages/${missingId}/report`,
      payload: { reason: 'spam links' },
    }),
    expect: signedInGets(404),
  },
  {
    route: () => ({ method: 'POST', url: `${group}/messages/${missingId}/hide` }),
    expect: signedInGets(404),
  },
];
