import { describe, expect, it } from 'vitest';
import { canAdministerOrganisation } from './rules.ts';

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
