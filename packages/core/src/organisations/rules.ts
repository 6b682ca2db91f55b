/**
 * Platform admins administer every organisation; an organisation's admins administer their own.
 * The access plugin applies it to every `orgAdmin` route (apps/server/src/plugins/access.ts).
 */
export function canAdministerOrganisation(
  viewer: { role: string; orgRole: string | null; organizationId: string | null },
  organizationId: string,
): boolean {
  if (viewer.role === 'admin') return true;
  return viewer.orgRole === 'admin' && viewer.organizationId === organizationId;
}
