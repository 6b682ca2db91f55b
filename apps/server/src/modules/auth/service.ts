import type { SigninRequest, SignupRequest } from '@abhyas/core';
import { eq, or } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError, isUniqueViolation } from '../../lib/app-error.ts';
import { presentUser } from '../users/presenter.ts';
import { findDevices, issueDevice } from './device-cookies.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import { startSession } from './sessions.ts';
import type { SigninGate } from './signin-limits.ts';

const usernameTaken = () =>
  new AppError(409, 'USERNAME_TAKEN', 'This username is already taken', { field: 'username' });
const emailTaken = () =>
  new AppError(409, 'EMAIL_TAKEN', 'An account with this email already exists', { field: 'email' });

/**
 * Input has passed `signupRequestSchema`: trimmed, lower-cased, and within the rules. `deviceTokens` are
 * the browser's device cookie (device-cookies.ts); the answer's `deviceCookie` is the value to set.
 */
export async function signup(d: Deps, input: Required<SignupRequest>, deviceTokens: string[] = []) {
  const clash = await d.db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(eq(users.username, input.username), eq(users.email, input.email)));
  if (clash.some((u) => u.username === input.username)) throw usernameTaken();
  if (clash.length > 0) throw emailTaken();

  const passwordHash = await hashPassword(input.password);
  let inserted: typeof users.$inferSelect | undefined;
  try {
    [inserted] = await d.db
      .insert(users)
      .values({ name: input.name, username: input.username, email: input.email, passwordHash })
      .returning();
  } catch (err) {
    // Two sign-ups racing for one name: the unique index decides, the loser gets the same answer.
    if (isUniqueViolation(err, 'username')) throw usernameTaken();
    if (isUniqueViolation(err, 'email')) throw emailTaken();
    throw err;
  }
  if (!inserted) throw new Error('user insert returned no row');
  // The browser that made the account proved its password: it is the owner's device too.
  const deviceCookie = await issueDevice(d, inserted.id, await findDevices(d, deviceTokens));
  return { ...(await startSession(d, inserted)), user: presentUser(inserted), deviceCookie };
}

/**
 * `gate` applies the sign-in limits (signin-limits.ts); it throws 429 when this attempt may not be checked.
 * `deviceTokens` are the browser's device cookie: a live one for this account takes the device's limits
 * instead of the account's. The answer's `deviceCookie` is the value to set after a success.
 */
export async function signin(
  d: Deps,
  input: Required<SigninRequest>,
  gate: SigninGate,
  deviceTokens: string[] = [],
) {
  const identifier = input.identifier.trim().toLowerCase();
  // Usernames cannot contain '@', so the identifier's shape says which column to look in.
  const column = identifier.includes('@') ? users.email : users.username;
  const [user] = await d.db.select().from(users).where(eq(column, identifier)).limit(1);
  // Looked up whether or not the account exists, so the work done does not tell which.
  const devices = await findDevices(d, deviceTokens);
  const device = user ? devices.find((p) => p.userId === user.id) : undefined;
  const ticket = await gate(user ? { userId: user.id } : { identifier }, device);
  if (!user) {
    await burnPasswordCheck(input.password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw invalidCredentials();
  // The right password is not a guess to count, even for a disabled account.
  await ticket.succeeded();
  // Told only after the right password, so "disabled" does not reveal that an account exists.
  if (user.disabledAt) throw new AppError(403, 'ACCOUNT_DISABLED', 'This account has been disabled');
  const deviceCookie = await issueDevice(d, user.id, devices);
  return { ...(await startSession(d, user)), user: presentUser(user), deviceCookie };
}

const invalidCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', 'The username/email or password is wrong');
