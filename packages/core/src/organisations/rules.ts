import type { OrgRole } from '../auth/contracts.ts';

interface OrgViewer {
  role: string;
  orgRole: string | null;
  organizationId: string | null;
  /** Set when the institute deactivated this member (docs/institutes.md). */
  orgDeactivatedAt?: Date | string | null;
}

/**
 * Who may call an institute's routes, by level (docs/institutes.md, "Roles"):
 * - `admin`: the institute's admins; they manage it.
 * - `staff`: admins and teachers; teachers mark attendance and see their own batches.
 * - `member`: anyone of the institute (students included), for what students see of it.
 * Platform admins pass every level of every institute. A deactivated member passes none.
 */
export type OrgAccessLevel = 'admin' | 'staff' | 'member';

const rolesAt: Record<OrgAccessLevel, readonly OrgRole[]> = {
  admin: ['admin'],
  staff: ['admin', 'teacher'],
  member: ['admin', 'teacher', 'member'],
};

export function canReachOrganisation(
  viewer: OrgViewer,
  organizationId: string,
  level: OrgAccessLevel,
): boolean {
  if (viewer.role === 'admin') return true;
  if (viewer.organizationId !== organizationId || viewer.orgDeactivatedAt) return false;
  return (rolesAt[level] as readonly string[]).includes(viewer.orgRole ?? '');
}

/**
 * Platform admins administer every organisation; an organisation's admins administer their own.
 * The access plugin applies it to every `orgAdmin` route (apps/server/src/plugins/access.ts).
 */
export function canAdministerOrganisation(viewer: OrgViewer, organizationId: string): boolean {
  return canReachOrganisation(viewer, organizationId, 'admin');
}
