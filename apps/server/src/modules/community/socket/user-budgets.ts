import { AppError } from '../../../lib/app-error.ts';

/**
 * Budgets per user on this node (docs/community-realtime.md, "Limits"): every socket of a user spends
 * from one event budget, and a user holds at most `maxSocketsPerUser` sockets here. Per socket, eight
 * sockets gave one script eight budgets (the attack suite toggled 320 reactions in a burst); a phone,
 * a laptop and a few tabs stay well inside the cap. A user's entry goes with their last socket.
 */
export const maxSocketsPerUser = 8;

export interface UserBudget {
  /** The event budget (event-budget.ts): 0 is a full one. */
  budgetAt: number;
  sockets: number;
}

const budgets = new Map<string, UserBudget>();

/** At the handshake: the user's shared budget, or RATE_LIMITED when they hold too many sockets. */
export function admitSocket(userId: string): UserBudget {
  const budget = budgets.get(userId) ?? { budgetAt: 0, sockets: 0 };
  if (budget.sockets >= maxSocketsPerUser)
    throw new AppError(429, 'RATE_LIMITED', 'Too many chat connections open for this account', {
      retryAfterSeconds: 10,
    });
  budget.sockets += 1;
  budgets.set(userId, budget);
  return budget;
}

/** When a socket closes (also when its handshake failed after admission). */
export function releaseSocket(userId: string): void {
  const budget = budgets.get(userId);
  if (!budget) return;
  budget.sockets -= 1;
  if (budget.sockets <= 0) budgets.delete(userId);
}
