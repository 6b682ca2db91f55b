import { appSettings } from '../src/db/schema/index.ts';
import type { TestApp } from './helpers.ts';

/**
 * The key the test app signs access tokens with (kept in app_settings), so a test can forge a token
 * that differs from a genuine one only in what it sets out to tamper with.
 */
export async function tokenSecret(t: TestApp): Promise<Uint8Array> {
  const [row] = await t.database.db.select().from(appSettings);
  return new TextEncoder().encode(row?.value ?? '');
}
