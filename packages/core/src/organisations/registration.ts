import { z } from 'zod';
import { emailSchema, nameSchema } from '../auth/contracts.ts';
import { ruleMessagesEn } from '../auth/rules.ts';
import { indianMobileSchema } from '../feedback/contracts.ts';
import { paginationQuerySchema } from '../pagination.ts';
import { organisationKinds } from './contracts.ts';
import { indianStateCodes } from './indian-states.ts';

/**
 * "Register Your Institute" and the platform admins' institute screens (docs/institutes.md,
 * "Registration" and "Platform admins"). Messages are rule keys `validation.organisations.<rule>`.
 */
export const organisationRules = {
  name: { min: 3, max: 120 },
  city: { min: 2, max: 80 },
  expectedStudents: { min: 1, max: 100_000 },
  reason: { min: 5, max: 500 },
  /** A username or an email, as the sign-in form takes it. */
  identifier: { max: 254 },
} as const;

const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'validation.required' : 'validation.invalidType';

const text = (rule: { min: number; max: number }, key: string) =>
  z
    .string({ error: typeError })
    .trim()
    .min(rule.min, `validation.organisations.${key}TooShort`)
    .max(rule.max, `validation.organisations.${key}TooLong`);

/** The contact/feedback forms' Indian mobile rule, required here: stored as +91 and the 10 digits. */
const requiredMobileSchema = indianMobileSchema.pipe(z.string('validation.organisations.phoneRequired'));

/** What a request and a directly created institute both carry. */
const details = {
  name: text(organisationRules.name, 'name'),
  kind: z.enum(organisationKinds, 'validation.organisations.kindRequired'),
  city: text(organisationRules.city, 'city'),
  state: z.enum(indianStateCodes, 'validation.organisations.stateRequired'),
  contactName: nameSchema,
  phone: requiredMobileSchema,
  email: emailSchema,
  expectedStudents: z
    .number('validation.organisations.expectedStudentsInvalid')
    .int('validation.organisations.expectedStudentsInvalid')
    .min(organisationRules.expectedStudents.min, 'validation.organisations.expectedStudentsInvalid')
    .max(organisationRules.expectedStudents.max, 'validation.organisations.expectedStudentsInvalid'),
};

/** POST /api/organisation-requests. */
export const organisationRequestInputSchema = z.strictObject(details);
export type OrganisationRequestInput = z.input<typeof organisationRequestInputSchema>;

const identifierSchema = z
  .string({ error: typeError })
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(organisationRules.identifier.max, 'validation.organisations.userNotFound');

/** POST /api/admin/organisations: the same details and, optionally, its first admin (username or email). */
export const createOrganisationInputSchema = z.strictObject({
  ...details,
  admin: identifierSchema.optional(),
});
export type CreateOrganisationInput = z.input<typeof createOrganisationInputSchema>;

/** POST /api/admin/organisations/{organizationId}/admins. */
export const assignAdminInputSchema = z.strictObject({ identifier: identifierSchema });
export type AssignAdminInput = z.input<typeof assignAdminInputSchema>;

/** POST /api/admin/organisation-requests/{requestId}/reject: the reason the applicant reads. */
export const rejectRequestInputSchema = z.strictObject({
  reason: text(organisationRules.reason, 'reason'),
});
export type RejectRequestInput = z.input<typeof rejectRequestInputSchema>;

export const organisationRequestStatuses = ['pending', 'approved', 'rejected'] as const;
export type OrganisationRequestStatus = (typeof organisationRequestStatuses)[number];

const stored = {
  name: z.string(),
  kind: z.enum(organisationKinds),
  city: z.string(),
  state: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string(),
  expectedStudents: z.number(),
};

/** A request as its applicant sees it: its status, the reason of a rejection, the institute once approved. */
export const organisationRequestSchema = z.object({
  id: z.string(),
  ...stored,
  status: z.enum(organisationRequestStatuses),
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  organisation: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type OrganisationRequest = z.infer<typeof organisationRequestSchema>;

/** GET /api/organisation-requests/mine: newest first. */
export const myOrganisationRequestsSchema = z.object({ data: z.array(organisationRequestSchema) });
export type MyOrganisationRequests = z.infer<typeof myOrganisationRequestsSchema>;

const personSchema = z.object({ id: z.string(), name: z.string(), username: z.string(), email: z.string() });
export type OrganisationPerson = z.infer<typeof personSchema>;

/** A request in the platform admins' list: who applied, and whether they joined an institute since. */
export const adminOrganisationRequestSchema = organisationRequestSchema.extend({
  applicant: personSchema.extend({ inInstitute: z.boolean() }),
});
export type AdminOrganisationRequest = z.infer<typeof adminOrganisationRequestSchema>;

const pageMetaSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  pages: z.number(),
});

export const adminOrganisationRequestPageSchema = z.object({
  data: z.array(adminOrganisationRequestSchema),
  meta: pageMetaSchema,
});
export type AdminOrganisationRequestPage = z.infer<typeof adminOrganisationRequestPageSchema>;

/** GET /api/admin/organisation-requests: pending first, then the newest. */
export const organisationRequestListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(organisationRequestStatuses, 'validation.invalidType').optional(),
});
export type OrganisationRequestListQuery = z.infer<typeof organisationRequestListQuerySchema>;

/** An institute in the platform admins' list. */
export const adminOrganisationSchema = z.object({
  id: z.string(),
  slug: z.string(),
  ...stored,
  suspended: z.boolean(),
  suspendedAt: z.string().nullable(),
  memberCount: z.number(),
  admins: z.array(personSchema),
  createdAt: z.string(),
});
export type AdminOrganisation = z.infer<typeof adminOrganisationSchema>;

export const adminOrganisationPageSchema = z.object({
  data: z.array(adminOrganisationSchema),
  meta: pageMetaSchema,
});
export type AdminOrganisationPage = z.infer<typeof adminOrganisationPageSchema>;

/** GET /api/admin/organisations: `search` matches part of the name, city or slug, any case. */
export const organisationListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(80, 'validation.invalidType').optional(),
});
export type OrganisationListQuery = z.infer<typeof organisationListQuerySchema>;

export const requestParams = z.object({ requestId: z.uuid('validation.invalidType') });
export const organisationUserParams = z.object({
  organizationId: z.uuid('validation.invalidType'),
  userId: z.uuid('validation.invalidType'),
});

/** The answer of approve: the request as decided and the institute it made. */
export const approvedRequestSchema = z.object({
  request: adminOrganisationRequestSchema,
  organisation: adminOrganisationSchema,
});

export const organisationMessagesEn: Record<string, string> = {
  'validation.organisations.nameTooShort': `must be at least ${organisationRules.name.min} characters`,
  'validation.organisations.nameTooLong': `must be at most ${organisationRules.name.max} characters`,
  'validation.organisations.cityTooShort': `must be at least ${organisationRules.city.min} characters`,
  'validation.organisations.cityTooLong': `must be at most ${organisationRules.city.max} characters`,
  'validation.organisations.reasonTooShort': `must be at least ${organisationRules.reason.min} characters`,
  'validation.organisations.reasonTooLong': `must be at most ${organisationRules.reason.max} characters`,
  'validation.organisations.kindRequired': `must be one of ${organisationKinds.join(', ')}`,
  'validation.organisations.stateRequired': 'must be the code of an Indian state or union territory',
  'validation.organisations.phoneRequired': 'a 10-digit Indian mobile number is required',
  'validation.organisations.expectedStudentsInvalid': `must be a whole number from ${organisationRules.expectedStudents.min} to ${organisationRules.expectedStudents.max}`,
  'validation.organisations.userNotFound': 'no account has this username or email',
  'validation.organisations.requestPending': 'you already have a request waiting for a decision',
  'validation.organisations.alreadyInInstitute': 'you already belong to an institute',
  'validation.organisations.requestDecided': 'this request has already been decided',
  'validation.organisations.applicantInInstitute': 'the applicant has joined an institute since',
  'validation.organisations.userInOtherInstitute':
    'this user belongs to another institute; they must leave it first',
  'validation.organisations.notAnAdmin': 'this user is not an admin of this institute',
};

Object.assign(ruleMessagesEn, organisationMessagesEn);
