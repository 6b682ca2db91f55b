import { type AccessRow, missingId, signedInGets } from './access-row.ts';

/**
 * The study groups' routes (docs/community.md): any signed-in caller is let through to the service;
 * a group that does not exist, like one they may not see, answers 404, and so does an unknown code.
 * Each caller's POST makes a group of their own (well within `ownedMax`).
 */
const groups = '/api/community/groups';
const group = `${groups}/${missingId}`;

export const communityGroupRows: AccessRow[] = [
  { route: () => ({ method: 'GET', url: `${groups}/mine` }), expect: signedInGets(200) },
  {
    route: () => ({ method: 'GET', url: `${groups}/discover?q=${encodeURIComponent('भूगोल')}` }),
    expect: signedInGets(200),
  },
  {
    route: () => ({ method: 'POST', url: groups, payload: { name: 'भूगोल साथी', visibility: 'public' } }),
    expect: signedInGets(201),
  },
  {
    route: () => ({ method: 'POST', url: `${groups}/join-by-code`, payload: { code: 'ZZZZ2222' } }),
    expect: signedInGets(404),
  },
  { route: () => ({ method: 'GET', url: group }), expect: signedInGets(404) },
  {
    route: () => ({ method: 'PATCH', url: group, payload: { slowModeSeconds: 10 } }),
    expect: signedInGets(404),
  },
  { route: () => ({ method: 'POST', url: `${group}/join` }), expect: signedInGets(404) },
  { route: () => ({ method: 'POST', url: `${group}/invite-code` }), expect: signedInGets(404) },
  { route: () => ({ method: 'POST', url: `${group}/leave` }), expect: signedInGets(404) },
  {
    route: () => ({ method: 'POST', url: `${group}/transfer`, payload: { userId: missingId } }),
    expect: signedInGets(404),
  },
  { route: () => ({ method: 'GET', url: `${group}/members` }), expect: signedInGets(404) },
  {
    route: () => ({ method: 'PATCH', url: `${group}/members/${missingId}`, payload: { muteMinutes: 10 } }),
    expect: signedInGets(404),
  },
  { route: () => ({ method: 'DELETE', url: `${group}/members/${missingId}` }), expect: signedInGets(404) },
  { route: () => ({ method: 'GET', url: `${group}/moderation-log` }), expect: signedInGets(404) },
  { route: () => ({ method: 'GET', url: `${group}/removals` }), expect: signedInGets(404) },
  { route: () => ({ method: 'DELETE', url: `${group}/removals/${missingId}` }), expect: signedInGets(404) },
];
