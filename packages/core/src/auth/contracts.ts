import { z } from 'zod';
import { examKeys } from '../exams/exam-keys.ts';
import { emailRules, isCommonPassword, nameRules, passwordRules, usernameRules } from './rules.ts';

/** A missing field and a field of the wrong type get different rule keys. */
const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'validation.required' : 'validation.invalidType';

export const roles = ['admin', 'user'] as const;
export type Role = (typeof roles)[number];
/** An institute's admin manages it; a teacher marks attendance and sees their own batches (docs/institutes.md). */
export const orgRoles = ['admin', 'teacher', 'member'] as const;
export type OrgRole = (typeof orgRoles)[number];

export const nameSchema = z
  .string({ error: typeError })
  .trim()
  .min(nameRules.min, 'validation.name.tooShort')
  .max(nameRules.max, 'validation.name.tooLong');

/** Usernames are stored lower-case; input is trimmed and lower-cased before the rules apply. */
export const usernameSchema = z
  .string({ error: typeError })
  .trim()
  .toLowerCase()
  .min(usernameRules.min, 'validation.username.tooShort')
  .max(usernameRules.max, 'validation.username.tooLong')
  .regex(usernameRules.pattern, 'validation.username.pattern');

export const emailSchema = z
  .string({ error: typeError })
  .trim()
  .toLowerCase()
  .max(emailRules.max, 'validation.email.tooLong')
  .pipe(z.email('validation.email.invalid'));

export const passwordSchema = z
  .string({ error: typeError })
  .min(passwordRules.min, 'validation.password.tooShort')
  .max(passwordRules.max, 'validation.password.tooLong')
  .refine((p) => /\p{L}/u.test(p) && /\p{N}/u.test(p), 'validation.password.weak')
  .refine((p) => !isCommonPassword(p), 'validation.password.common');

export const signupRequestSchema = z
  .strictObject({
    name: nameSchema,
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
  })
  .refine((v) => !v.password.toLowerCase().includes(v.username), {
    path: ['password'],
    message: 'validation.password.containsUsername',
  });
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const signinRequestSchema = z.strictObject({
  identifier: z
    .string({ error: typeError })
    .trim()
    .min(1, 'validation.identifier.tooShort')
    .max(emailRules.max, 'validation.identifier.tooLong'),
  password: z
    .string({ error: typeError })
    .min(1, 'validation.required')
    .max(passwordRules.max, 'validation.password.tooLong'),
});
export type SigninRequest = z.input<typeof signinRequestSchema>;

const opaqueToken = z
  .string({ error: typeError })
  .min(20, 'validation.token.invalid')
  .max(200, 'validation.token.invalid');

export const refreshRequestSchema = z.strictObject({ refreshToken: opaqueToken });
export const signoutRequestSchema = z.strictObject({ refreshToken: opaqueToken.optional() });
export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });
export const resetPasswordRequestSchema = z.strictObject({ token: opaqueToken, password: passwordSchema });

/** The app's languages, Hindi first (docs/first-visit.md). */
export const appLanguages = ['hi', 'en'] as const;
export type AppLanguage = (typeof appLanguages)[number];

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(roles),
  orgRole: z.enum(orgRoles).nullable(),
  organizationId: z.string().nullable(),
  /** The language the user chose, kept on the account and applied at sign-in on any device; null until chosen. */
  language: z.enum(appLanguages).nullable(),
  /** The exam the student prepares for (docs/first-visit.md); null until chosen, or when skipped. */
  targetExam: z.enum(examKeys).nullable(),
  /** When the student answered "Which exam?" (a choice or Skip); null while never asked. */
  targetExamAskedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/**
 * `PATCH /api/me`: what a user may change about their own account, one field or several: the
 * language, and the target exam (an exam key, or null to skip or clear it; either answer is
 * remembered, so the question is not asked again: docs/first-visit.md). An empty body is refused.
 */
export const updateMeRequestSchema = z
  .strictObject({
    language: z.enum(appLanguages, { error: typeError }).optional(),
    targetExam: z.enum(examKeys, { error: typeError }).nullable().optional(),
  })
  .refine((v) => v.language !== undefined || v.targetExam !== undefined, { message: 'validation.required' });
export type UpdateMeRequest = z.input<typeof updateMeRequestSchema>;

export const authResponseSchema = z.object({ token: z.string(), refreshToken: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;
export const refreshResponseSchema = z.object({ token: z.string(), refreshToken: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;
export const okResponseSchema = z.object({ ok: z.literal(true) });

/** The claims of an access token, as the spec names them. */
export interface AccessClaims {
  sub: string;
  role: Role;
  orgRole: OrgRole | null;
  organizationId: string | null;
  username: string;
  /**
   * The session (refresh-token family) the token was issued for: signing that session out, or a
   * password reset, ends its access tokens at once (docs/auth.md). Absent only in tokens a test mints.
   */
  sid?: string | null;
}

/** A platform admin's view of an account (GET /api/admin/users). */
export const adminUserSchema = userSchema.extend({ disabled: z.boolean(), compensatoryTime: z.boolean() });
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = z.object({
  data: z.array(adminUserSchema),
  meta: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;
