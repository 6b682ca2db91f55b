import { describe, expect, it } from 'vitest';
import type { GroupRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertCanActOn, assertCanSee, assertNotBatchGroup } from './policy.ts';

const group = (over: Partial<GroupRow> = {}): GroupRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'UPSC साथी',
  description: '',
  examKey: null,
  visibility: 'public',
  kind: 'open',
  cover: '#1d4ed8',
  organizationId: null,
  batchId: null,
  inviteCode: 'ABCDEFGH',
  createdById: null,
  slowModeSeconds: 0,
  memberCount: 1,
  lastSeq: 0,
  lastActivityAt: new Date(0),
  archivedAt: null,
  createdAt: new Date(0),
  ...over,
});

/** The status and rule a policy call refuses with, or 'ok'. */
function outcome(check: () => unknown): string {
  try {
    check();
    return 'ok';
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return `${err.statusCode} ${err.extra.rule ?? err.code}`;
  }
}

describe('who sees a group', () => {
  it('shows a non-member only a public open group that is not archived; anything else is 404', () => {
    expect(outcome(() => assertCanSee(group(), false))).toBe('ok');
    expect(outcome(() => assertCanSee(group({ visibility: 'private' }), false))).toBe('404 NOT_FOUND');
    expect(outcome(() => assertCanSee(group({ kind: 'batch' }), false))).toBe('404 NOT_FOUND');
    expect(outcome(() => assertCanSee(group({ archivedAt: new Date(0) }), false))).toBe('404 NOT_FOUND');
    expect(outcome(() => assertCanSee(null, true))).toBe('404 NOT_FOUND');
    expect(outcome(() => assertCanSee(group({ visibility: 'private', kind: 'batch' }), true))).toBe('ok');
  });
});

describe('who acts on whom', () => {
  it('refuses with 409 and a rule, never 403 (a 403 ends the web session)', () => {
    expect(outcome(() => assertCanActOn('member', 'member'))).toBe('409 validation.community.notModerator');
    expect(outcome(() => assertCanActOn('admin', 'admin'))).toBe('409 validation.community.cannotActOn');
    expect(outcome(() => assertCanActOn('admin', 'owner'))).toBe('409 validation.community.cannotActOn');
    expect(outcome(() => assertCanActOn('admin', 'member'))).toBe('ok');
    expect(outcome(() => assertCanActOn('owner', 'admin'))).toBe('ok');
    expect(outcome(() => assertNotBatchGroup(group({ kind: 'batch' }), 'name'))).toBe(
      '409 validation.community.batchGroupFixed',
    );
  });
});
