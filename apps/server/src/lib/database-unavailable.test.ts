import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

describe('isDatabaseUnavailable', () => {
  it('knows a database that went away, raw or wrapped by Drizzle', () => {
    expect(
      isDatabaseUnavailable({
        code: '57P01',
        message: 'terminating connection due to administrator command',
      }),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: { code: 'ECONNREFUSED' } }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable({ code: '57P03', message: 'the database system is starting up' })).toBe(
      true,
    );
    expect(isDatabaseUnavailable({ code: '08006' })).toBe(true);
  });

  it('leaves a fault of the request or of our code a fault (still 500, still logged as an error)', () => {
    expect(isDatabaseUnavailable({ code: '23505', message: 'duplicate key value' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: { code: '22P02' } }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
