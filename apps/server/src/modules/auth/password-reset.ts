import { and, eq, isNull } from 'drizzle-orm';
import { passwordResets, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, newOpaqueToken } from '../../lib/secure-token.ts';
import { forgetDevices } from './device-cookies.ts';
import { hashPassword } from './passwords.ts';
import { endAllSessions } from './sessions.ts';

/** Reset requests started after their answer, per app: awaited when the app closes, and by tests. */
const pending = new WeakMap<Deps, Set<Promise<void>>>();

/**
 * Answers first, works after: the account lookup, the token and the mail happen only for a real address,
 * and done before the answer they made it measurably slower (4.7 ms against 2.2 ms median), which told
 * who has an account. Started on the next turn of the event loop, after the answer has been written.
 */
export function requestPasswordResetAfterAnswer(d: Deps, email: string): void {
  const inFlight = pending.get(d) ?? new Set<Promise<void>>();
  pending.set(d, inFlight);
  const work: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => requestPasswordReset(d, email))
    // No one is waiting for this answer any more: the log is where a failure can be seen.
    .catch((err: unknown) => d.log.error({ err }, 'password reset request failed'))
    .finally(() => inFlight.delete(work));
  inFlight.add(work);
}

/** Resolves when every reset request started so far has finished (shutdown, tests). */
export async function passwordResetsSettled(d: Deps): Promise<void> {
  await Promise.all([...(pending.get(d) ?? [])]);
}

/**
 * Sends a single-use reset link if the address belongs to an active account. The caller answers the
 * same way either way, so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(d: Deps, email: string): Promise<void> {
  const [user] = await d.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user || user.disabledAt) return;
  const now = d.clock();
  const token = newOpaqueToken();
  await d.db.transaction(async (tx) => {
    // Only the newest link works: asking again retires the earlier ones.
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + d.config.RESET_TOKEN_TTL_MINUTES * 60_000),
    });
  });
  const link = `${d.config.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;
  const minutes = d.config.RESET_TOKEN_TTL_MINUTES;
  await d.mailer.send({
    to: user.email,
    subject: 'Abhyas: पासवर्ड रीसेट करें / Reset your password',
    text: [
      `नमस्ते ${user.name},`,
      `अपना Abhyas पासवर्ड बदलने के लिए यह लिंक खोलें (${minutes} मिनट तक मान्य, एक बार ही काम करेगा):`,
      link,
      'अगर आपने यह अनुरोध नहीं किया, तो इस ईमेल को अनदेखा करें।',
      '',
      `Hello ${user.name},`,
      `Open this link to choose a new Abhyas password (valid for ${minutes} minutes, works once):`,
      link,
      'If you did not ask for this, you can ignore this email.',
    ].join('\n'),
    // On the embedded default there is no mail server: the log line is how the link reaches a developer.
    logHint: `password reset link (no SMTP_URL set): ${link}`,
  });
}

/** Sets the new password, spends the link, signs the account out everywhere and forgets its devices. */
export async function resetPassword(d: Deps, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = d.clock();
  const userId = await d.db.transaction(async (tx) => {
    const [reset] = await tx
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(token)))
      .for('update');
    if (!reset || reset.usedAt || reset.expiresAt <= now) return null;
    await tx.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.id, reset.id));
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, reset.userId));
    await endAllSessions(tx, reset.userId, now);
    // Whoever signed in with the old password must not keep a device's exemption for guessing the new one.
    await forgetDevices(tx, reset.userId);
    return reset.userId;
  });
  if (!userId)
    throw new AppError(400, 'INVALID_RESET_TOKEN', 'This reset link has expired or was already used');
  // Signed out everywhere: the chat's sockets too, on every node (docs/community-realtime.md).
  d.realtime.disconnectUser(userId);
}
