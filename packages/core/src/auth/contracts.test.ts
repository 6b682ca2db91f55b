import { describe, expect, it } from 'vitest';
import { signinRequestSchema, signupRequestSchema } from './contracts.ts';
import { ruleMessagesEn } from './rules.ts';

const valid = {
  name: 'राधा कुमारी',
  username: 'Radha_K',
  email: ' Radha@Example.IN ',
  password: 'pariksha2026',
};

function firstIssue(input: unknown) {
  const r = signupRequestSchema.safeParse(input);
  if (r.success) return undefined;
  const issue = r.error.issues[0];
  return { field: issue?.path.join('.'), rule: issue?.message };
}

describe('sign-up rules', () => {
  it('accepts a Hindi name and normalises username and email to lower case', () => {
    const r = signupRequestSchema.parse(valid);
    expect(r).toEqual({ ...valid, username: 'radha_k', email: 'radha@example.in' });
  });

  it.each([
    [{ name: 'R' }, 'name', 'validation.name.tooShort'],
    [{ name: 'x'.repeat(81) }, 'name', 'validation.name.tooLong'],
    [{ username: 'ab' }, 'username', 'validation.username.tooShort'],
    [{ username: 'a'.repeat(31) }, 'username', 'validation.username.tooLong'],
    [{ username: '9lives' }, 'username', 'validation.username.pattern'],
    [{ username: 'ravi kumar' }, 'username', 'validation.username.pattern'],
    [{ username: 'ravi@home' }, 'username', 'validation.username.pattern'],
    [{ email: 'not-an-email' }, 'email', 'validation.email.invalid'],
    [{ password: 'short1' }, 'password', 'validation.password.tooShort'],
    [{ password: 'onlyletters' }, 'password', 'validation.password.weak'],
    [{ password: '1234567890123' }, 'password', 'validation.password.weak'],
    [{ password: 'Password123' }, 'password', 'validation.password.common'],
    [{ password: 'x1'.repeat(65) }, 'password', 'validation.password.tooLong'],
    [{ password: 'radha_k2026' }, 'password', 'validation.password.containsUsername'],
    [{ name: undefined }, 'name', 'validation.required'],
    [{ name: 42 }, 'name', 'validation.invalidType'],
  ])('refuses %o with %s: %s', (over, field, rule) => {
    expect(firstIssue({ ...valid, ...over })).toEqual({ field, rule });
  });

  it('refuses fields it does not know', () => {
    const r = signupRequestSchema.safeParse({ ...valid, role: 'admin' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('has an English sentence for every rule key it can produce', () => {
    for (const key of [
      'validation.name.tooShort',
      'validation.username.pattern',
      'validation.password.common',
      'validation.password.containsUsername',
      'validation.email.invalid',
    ]) {
      expect(ruleMessagesEn[key]).toBeTruthy();
    }
  });
});

describe('sign-in rules', () => {
  it('accepts a username or an email as identifier', () => {
    expect(signinRequestSchema.safeParse({ identifier: 'radha_k', password: 'x' }).success).toBe(true);
    expect(signinRequestSchema.safeParse({ identifier: 'r@x.in', password: 'x' }).success).toBe(true);
  });
  it('refuses an empty identifier or password', () => {
    expect(signinRequestSchema.safeParse({ identifier: '  ', password: 'x' }).success).toBe(false);
    expect(signinRequestSchema.safeParse({ identifier: 'radha', password: '' }).success).toBe(false);
  });
});
