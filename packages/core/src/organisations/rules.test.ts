import { describe, expect, it } from 'vitest';
import { canAdministerOrganisation, canReachOrganisation } from './rules.ts';

describe('canAdministerOrganisation', () => {
  const org = '00000000-0000-4000-8000-000000000001';
  it('lets platform admins administer any organisation', () => {
    expect(canAdministerOrganisation({ role: 'admin', orgRole: null, organizationId: null }, org)).toBe(true);
  });
  it("lets an organisation's admin administer their own only", () => {
    const orgAdmin = { role: 'student', orgRole: 'admin', organizationId: org };
    expect(canAdministerOrganisation(orgAdmin, org)).toBe(true);
    expect(canAdministerOrganisation(orgAdmin, '00000000-0000-4000-8000-000000000002')).toBe(false);
  });
  it('refuses a member who is not its admin', () => {
    expect(canAdministerOrganisation({ role: 'student', orgRole: null, organizationId: org }, org)).toBe(
      false,
    );
  });
});

describe('canReachOrganisation', () => {
  const org = '00000000-0000-4000-8000-000000000001';
  const other = '00000000-0000-4000-8000-000000000002';
  const as = (orgRole: string, extra: object = {}) => ({
    role: 'user',
    orgRole,
    organizationId: org,
    ...extra,
  });
  it('lets a teacher in at staff level but not at admin level', () => {
    expect(canReachOrganisation(as('teacher'), org, 'staff')).toBe(true);
    expect(canReachOrganisation(as('teacher'), org, 'admin')).toBe(false);
  });
  it('lets a student in at member level only, and only into their own institute', () => {
    expect(canReachOrganisation(as('member'), org, 'member')).toBe(true);
    expect(canReachOrganisation(as('member'), org, 'staff')).toBe(false);
    expect(canReachOrganisation(as('admin'), other, 'member')).toBe(false);
  });
  it('shuts a deactivated member out at every level, admins included', () => {
    const gone = { orgDeactivatedAt: '2026-11-01T00:00:00Z' };
    expect(canReachOrganisation(as('member', gone), org, 'member')).toBe(false);
    expect(canReachOrganisation(as('admin', gone), org, 'admin')).toBe(false);
  });
});
