/**
 * Account field rules, shared by the sign-up form and the API so both refuse the same input.
 * Messages are rule keys (`validation.<field>.<rule>`), translated by the web app; `ruleMessagesEn`
 * gives the English text the API puts in its error message.
 */
export const usernameRules = { min: 3, max: 30, pattern: /^[a-z][a-z0-9_.]*$/ } as const;
export const nameRules = { min: 2, max: 80 } as const;
export const emailRules = { max: 254 } as const;
export const passwordRules = { min: 8, max: 128 } as const;

/** A short list of passwords that guessing attacks try first; refused outright. */
const commonPasswords = new Set([
  'password',
  'password1',
  'password123',
  'passw0rd',
  '12345678',
  '123456789',
  '1234567890',
  'qwerty123',
  'qwertyuiop',
  'iloveyou1',
  'abc12345',
  'abcd1234',
  'india123',
  'india@123',
  'welcome1',
  'welcome123',
  'admin123',
  'letmein1',
  'sunshine1',
  'football1',
]);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

export const ruleMessagesEn: Record<string, string> = {
  'validation.required': 'is required',
  'validation.invalidType': 'has the wrong type',
  'validation.unknownField': 'is not an accepted field',
  'validation.name.tooShort': `must be at least ${nameRules.min} characters`,
  'validation.name.tooLong': `must be at most ${nameRules.max} characters`,
  'validation.username.tooShort': `must be at least ${usernameRules.min} characters`,
  'validation.username.tooLong': `must be at most ${usernameRules.max} characters`,
  'validation.username.pattern':
    'must start with a letter and use only lowercase letters, digits, dots and underscores',
  'validation.email.invalid': 'must be a valid email address',
  'validation.email.tooLong': `must be at most ${emailRules.max} characters`,
  'validation.password.tooShort': `must be at least ${passwordRules.min} characters`,
  'validation.password.tooLong': `must be at most ${passwordRules.max} characters`,
  'validation.password.weak': 'must contain at least one letter and one digit',
  'validation.password.common': 'is too common; choose a less guessable password',
  'validation.password.containsUsername': 'must not contain your username',
  'validation.identifier.tooShort': 'is required',
  'validation.identifier.tooLong': 'is too long',
  'validation.token.invalid': 'is not a valid token',
};
