import { z } from 'zod';
import { userSchema } from '../auth/contracts.ts';

/** What an institute calls itself when it registers (docs/institutes.md). */
export const organisationKinds = ['coaching', 'school', 'college', 'university', 'other'] as const;
export type OrganisationKind = (typeof organisationKinds)[number];

/** The path of every organisation call: `/api/organisations/{organizationId}/…`. */
export const organisationParams = z.object({ organizationId: z.uuid('validation.invalidType') });

/** GET /api/organisations/{organizationId}/members: the organisation and a page of its members. */
export const organisationMembersSchema = z.object({
  organisation: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  data: z.array(userSchema),
  meta: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
});
export type OrganisationMembers = z.infer<typeof organisationMembersSchema>;
