import { describe, expect, it } from 'vitest';
import { deviceOf } from './device';
import { isValidRecord, PUSH_REFRESH_MS, recordDecision } from './push-record';

const record = {
  token: '{"endpoint":"https://fcm.googleapis.com/x"}',
  createdAt: 1_000,
  endpoint: 'https://fcm.googleapis.com/x',
  auth: 'auth',
  p256dh: 'key',
  scope: '/',
  publicKey: 'vapid',
};
const current = { endpoint: record.endpoint, auth: 'auth', p256dh: 'key', publicKey: 'vapid' };

describe('the stored push record', () => {
  it('is valid only with a positive creation time and six non-empty strings', () => {
    expect(isValidRecord(record)).toBe(true);
    expect(isValidRecord({ ...record, createdAt: 0 })).toBe(false);
    expect(isValidRecord({ ...record, createdAt: '1000' })).toBe(false);
    expect(isValidRecord({ ...record, scope: '' })).toBe(false);
    expect(isValidRecord({ ...record, publicKey: undefined })).toBe(false);
    expect(isValidRecord(null)).toBe(false);
  });

  it('is reused while unchanged, refreshed after 7 days, replaced when the subscription changes', () => {
    expect(recordDecision(record, current, 1_000 + PUSH_REFRESH_MS - 1)).toBe('reuse');
    expect(recordDecision(record, current, 1_000 + PUSH_REFRESH_MS)).toBe('refresh');
    expect(recordDecision(record, { ...current, endpoint: 'https://fcm.googleapis.com/y' }, 2_000)).toBe(
      'replace',
    );
    expect(recordDecision(record, { ...current, publicKey: 'rotated' }, 2_000)).toBe('replace');
    expect(recordDecision({ ...record, auth: '' }, current, 2_000)).toBe('register');
  });
});

describe('the device string', () => {
  it('names the type from the user agent, then the platform and vendor', () => {
    const android =
      'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
    expect(deviceOf(android, 'Linux armv8l', 'Google Inc.')).toBe('Mobile Linux armv8l (Google Inc.)');
    const tab = 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/120 Safari/537.36';
    expect(deviceOf(tab, 'Linux', 'Google Inc.')).toBe('Tablet Linux (Google Inc.)');
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/120', 'Linux x86_64', '')).toBe(
      'Desktop Linux x86_64 (unknown)',
    );
  });
});
