/** Members of an organisation read its notifications; platform admins read every organisation's. */
export function canViewOrganisationNotifications(
  viewer: { role: string; organizationId: string | null },
  organizationId: string,
): boolean {
  return viewer.role === 'admin' || viewer.organizationId === organizationId;
}
