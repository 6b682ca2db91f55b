/** Platform admins administer every organisation; an organisation's admins administer their own. */
export function canAdministerOrganisation(
  viewer: { role: string; orgRole: string | null; organizationId: string | null },
  organizationId: string,
): boolean {
  if (viewer.role === 'admin') return true;
  return viewer.orgRole === 'admin' && viewer.organizationId === organizationId;
}
