import { randomInt } from 'node:crypto';
import { communityRules } from '@abhyas/core';

/**
 * A group's invite code: 8 characters of core's alphabet (no 0/O, 1/I), as the institutes' invites.
 * 32⁸ ≈ 10¹² codes, so a clash is rare; the writers retry on one (groups_invite_code_unique).
 */
export function newInviteCode(): string {
  const { codeAlphabet, codeLength } = communityRules;
  let code = '';
  for (let i = 0; i < codeLength; i += 1) code += codeAlphabet[randomInt(codeAlphabet.length)];
  return code;
}

/** A typed code as stored: upper case, without the spaces and dashes people type or paste. */
export const normaliseCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
