import type {
  AdminOrganisation,
  AdminOrganisationRequest,
  OrganisationPerson,
  OrganisationRequest,
} from '@abhyas/core';
import type { OrganisationRequestRow, OrganisationRow, UserRow } from '../../db/schema/index.ts';

/** The institute an approved request made, as its applicant may see it. */
type Made = { id: string; name: string } | null;

/** What a request and an institute both hold: name, kind, place and contact. */
function details(row: OrganisationRequestRow | OrganisationRow) {
  return {
    name: row.name,
    kind: row.kind,
    city: row.city,
    state: row.state,
    contactName: row.contactName,
    phone: row.phone,
    email: row.email,
    expectedStudents: row.expectedStudents,
  };
}

/** The only way a request row leaves the server. */
export function presentRequest(row: OrganisationRequestRow, organisation: Made): OrganisationRequest {
  return {
    id: row.id,
    ...details(row),
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    organisation,
  };
}

export type Person = Pick<UserRow, 'id' | 'name' | 'username' | 'email'>;
export const presentPerson = (u: Person): OrganisationPerson => ({
  id: u.id,
  name: u.name,
  username: u.username,
  email: u.email,
});

/** A request in the platform admins' list, with its applicant. */
export function presentAdminRequest(
  row: OrganisationRequestRow,
  organisation: Made,
  applicant: Person & { organizationId: string | null },
): AdminOrganisationRequest {
  return {
    ...presentRequest(row, organisation),
    applicant: { ...presentPerson(applicant), inInstitute: applicant.organizationId !== null },
  };
}

/** An institute in the platform admins' list: its size and its admins. */
export function presentAdminOrganisation(
  row: OrganisationRow,
  memberCount: number,
  admins: readonly Person[],
): AdminOrganisation {
  return {
    id: row.id,
    slug: row.slug,
    ...details(row),
    suspended: row.suspendedAt !== null,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    memberCount,
    admins: admins.map(presentPerson),
    createdAt: row.createdAt.toISOString(),
  };
}
