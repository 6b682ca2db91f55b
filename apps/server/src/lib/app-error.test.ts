import { describe, expect, it } from 'vitest';
import { AppError, fieldError, isUniqueViolation } from './app-error.ts';

describe('fieldError', () => {
  it('names the field and the rule the form shows under it', () => {
    const err = fieldError(
      409,
      'CONFLICT',
      'slug',
      'testUpload.rules.slugTaken',
      'This slug is already used',
    );
    expect(err).toBeInstanceOf(AppError);
    expect(err.statusCode).toBe(409);
    expect(err.toBody()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'This slug is already used',
        field: 'slug',
        rule: 'testUpload.rules.slugTaken',
      },
    });
  });
});

describe('isUniqueViolation', () => {
  const raw = { code: '23505', constraint: 'users_username_unique', detail: 'Key (username)=(a) exists.' };

  it('sees a raw driver error and one wrapped by Drizzle', () => {
    expect(isUniqueViolation(raw)).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: raw }))).toBe(true);
    expect(isUniqueViolation(new Error('outer', { cause: new Error('inner', { cause: raw }) }))).toBe(true);
  });

  it('is false for other errors and for non-errors', () => {
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });

  it('with a constraint, counts only a violation of that index (by name, else by detail)', () => {
    expect(isUniqueViolation(raw, 'username')).toBe(true);
    expect(isUniqueViolation(raw, 'email')).toBe(false);
    expect(isUniqueViolation({ code: '23505', detail: 'Key (email)=(a@b.c) exists.' }, 'email')).toBe(true);
    expect(isUniqueViolation({ code: '23505' }, 'email')).toBe(false);
  });
});
