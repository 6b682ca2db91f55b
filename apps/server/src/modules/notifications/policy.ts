/** Members of an organisation read its notifications; platform admins read every organisation's. */
export function canViewOrganisationNotifications(
  viewer: { role: string; organizationId: string | null },
  organizationId: string,
): boolean {
  return viewer.role === 'admin' || viewer.organizationId === organizationId;
}

/** An institute's admin (or a platform admin) deletes its notices for everyone; a student hides them. */
export function deletesForEveryone(
  viewer: { role: string; organizationId: string | null; orgRole: string | null },
  organizationId: string,
): boolean {
  return viewer.role === 'admin' || (viewer.orgRole === 'admin' && viewer.organizationId === organizationId);
}
