import { AppError } from '../../lib/app-error.ts';

/**
 * Who may register or run an institute (docs/institutes.md, "Registration", "Platform admins").
 * Refusals are 409 with a rule key, never 403: the web app ends the session on any 403.
 */
export const conflict = (rule: string, message: string) => new AppError(409, 'CONFLICT', message, { rule });

interface Member {
  organizationId: string | null;
}

/** A user belongs to at most one institute: one who already does cannot register another. */
export function assertMayRegister(user: Member): void {
  if (user.organizationId !== null)
    throw conflict('validation.organisations.alreadyInInstitute', 'You already belong to an institute');
}

/** Approval makes the applicant the institute's admin: not if they joined an institute meanwhile. */
export function assertApplicantFree(applicant: Member): void {
  if (applicant.organizationId !== null)
    throw conflict(
      'validation.organisations.applicantInInstitute',
      'The applicant has joined an institute since; reject the request instead',
    );
}

/** A user of another institute cannot be made an admin here (null: a new one) without first leaving it. */
export function assertAssignable(user: Member, organizationId: string | null): void {
  if (user.organizationId !== null && user.organizationId !== organizationId)
    throw conflict(
      'validation.organisations.userInOtherInstitute',
      'This user belongs to another institute; they must leave it first',
    );
}

/** Only a pending request is decided, once. */
export function assertPending(request: { status: string }): void {
  if (request.status !== 'pending')
    throw conflict('validation.organisations.requestDecided', 'This request has already been decided');
}
