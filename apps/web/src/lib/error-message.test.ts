import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/error-message';
import { setLanguage } from '@/lib/i18n';

const limited = (retryAfterSeconds: number) =>
  new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'Too many attempts', retryAfterSeconds });

afterEach(async () => {
  await setLanguage('hi');
});

describe('errorMessage for RATE_LIMITED', () => {
  it('says seconds under a minute (the sign-in slowdown) and minutes beyond, in both languages', async () => {
    await setLanguage('en');
    expect(errorMessage(limited(1))).toBe('Too many attempts. Try again in 1 second.');
    expect(errorMessage(limited(32))).toBe('Too many attempts. Try again in 32 seconds.');
    expect(errorMessage(limited(60))).toBe('Too many attempts. Try again in 1 minute.');
    expect(errorMessage(limited(150))).toBe('Too many attempts. Try again in 3 minutes.');
    await setLanguage('hi');
    expect(errorMessage(limited(8))).toBe('बहुत ज़्यादा प्रयास हो गए। 8 सेकंड बाद फिर से कोशिश करें।');
    expect(errorMessage(limited(900))).toBe('बहुत ज़्यादा प्रयास हो गए। 15 मिनट बाद फिर से कोशिश करें।');
  });
});
