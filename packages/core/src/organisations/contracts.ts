import { z } from 'zod';

/** What an institute calls itself when it registers (docs/institutes.md). */
export const organisationKinds = ['coaching', 'school', 'college', 'university', 'other'] as const;
export type OrganisationKind = (typeof organisationKinds)[number];

/** The path of every organisation call: `/api/organisations/{organizationId}/…`. */
export const organisationParams = z.object({ organizationId: z.uuid('validation.invalidType') });
