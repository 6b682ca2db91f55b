import { describe, expect, it } from 'vitest';
import { createGroupRequestSchema } from './contracts.ts';
import { sendMessagePayloadSchema } from './events.ts';
import { hasVisibleText, withoutInvisible } from './rules.ts';

const ids = {
  groupId: '7b0f1c1e-2a50-4c55-9a0a-111111111111',
  clientId: '7b0f1c1e-2a50-4c55-9a0a-222222222222',
};

describe('invisible characters in names and messages', () => {
  it('drops bidi controls and zero-width spaces but keeps the joiners Hindi and emoji are written with', () => {
    expect(withoutInvisible('UPSC \u202Elaiciffo\u202C')).toBe('UPSC laiciffo');
    expect(withoutInvisible('\u200B\uFEFFक्\u200Dष\u2066')).toBe('क्\u200Dष');
    expect(withoutInvisible('👩\u200D💻')).toBe('👩\u200D💻');
    expect(hasVisibleText('\u200C\u200D \n')).toBe(false);
    expect(hasVisibleText('\u200Dक')).toBe(true);
  });

  it('refuses a name or a message of invisible characters alone, and stores a name without its override', () => {
    expect(
      createGroupRequestSchema.safeParse({ name: '\u200B\u200B\u200B\u200B', visibility: 'public' }).success,
    ).toBe(false);
    const spoof = createGroupRequestSchema.parse({ name: 'UPSC \u202Elaiciffo', visibility: 'public' });
    expect(spoof.name).toBe('UPSC laiciffo');
    const blank = sendMessagePayloadSchema.safeParse({ ...ids, text: '\u200B\u200D' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('validation.community.messageEmpty');
    expect(sendMessagePayloadSchema.parse({ ...ids, text: ' नमस्ते\u200B ' }).text).toBe('नमस्ते');
  });
});
