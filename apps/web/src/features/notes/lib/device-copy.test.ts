import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { type DeviceCopyStore, withDeviceCopy } from './device-copy';

function memoryStore(): DeviceCopyStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    get: async <T>(key: string) => data.get(key) as T | undefined,
    set: async (key, value) => {
      data.set(key, value);
    },
  };
}

describe('withDeviceCopy', () => {
  it('keeps what the server answered and shows it when the network is gone', async () => {
    const store = memoryStore();
    expect(await withDeviceCopy('note:hi:polity/x', async () => ({ html: '<p>1</p>' }), store)).toEqual({
      html: '<p>1</p>',
    });
    const offline = () => Promise.reject(ApiError.network(new TypeError('Failed to fetch')));
    expect(await withDeviceCopy('note:hi:polity/x', offline, store)).toEqual({ html: '<p>1</p>' });
  });

  it('says the network is gone when nothing was kept, and passes the server’s refusals on', async () => {
    const store = memoryStore();
    await expect(
      withDeviceCopy('never', () => Promise.reject(ApiError.network(new Error('x'))), store),
    ).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    store.data.set('notes:gone', { html: 'old' });
    const notFound = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'No such note' });
    await expect(withDeviceCopy('gone', () => Promise.reject(notFound), store)).rejects.toBe(notFound);
  });
});
