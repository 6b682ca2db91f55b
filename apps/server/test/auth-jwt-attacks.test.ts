import { createHmac } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, PASSWORD } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { tokenSecret } from './token-forgery.ts';

/**
 * Issue 22, scenario 16 (docs/reliability.md): the JWT attacks beyond those of auth-signin.test.ts.
 * Access tokens are HS256 with the algorithm, issuer, audience and the claims sub/exp/iat pinned
 * (modules/auth/access-tokens.ts): no header may choose the key or the algorithm, and a token the
 * server's own key signed is refused when a claim it relies on is missing or malformed. Every one is
 * 401 UNAUTHENTICATED in the one error shape, never a 5xx.
 */
let t: TestApp;
let claims: Record<string, unknown>;
let genuine: string;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.database.db, { username: 'jwt_target' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { identifier: 'jwt_target', password: PASSWORD },
  });
  genuine = res.json().token;
  claims = JSON.parse(Buffer.from(genuine.split('.')[1]!, 'base64url').toString());
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
/** The genuine claims with `changes` applied (a key set to undefined is left out), as an admin's. */
const forged = (changes: Record<string, unknown>) => {
  const out: Record<string, unknown> = { ...claims, role: 'admin', ...changes };
  for (const [k, v] of Object.entries(changes)) if (v === undefined) delete out[k];
  return out;
};

/** A compact HS256 token signed by hand, for headers a JWT library refuses to write. */
const hs256 = (secret: Uint8Array, header: object, payload: object) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
};

async function expectRefused(label: string, token: string) {
  const res = await me(token);
  expect(res.statusCode, label).toBe(401);
  expect(res.json().error.code, label).toBe('UNAUTHENTICATED');
}

describe('access tokens under attack', () => {
  it('refuse a key named or carried in the header: embedded jwk, jku, and kid', async () => {
    const attacker = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(attacker.publicKey);
    const embedded = await new SignJWT(forged({}))
      .setProtectedHeader({ alg: 'RS256', jwk })
      .sign(attacker.privateKey);
    const jku = await new SignJWT(forged({}))
      .setProtectedHeader({ alg: 'RS256', jku: 'https://attacker.example/jwks.json', kid: 'a' })
      .sign(attacker.privateKey);
    // A kid naming a file whose bytes an attacker knows (empty), signed with those bytes.
    const guessable = new Uint8Array(32);
    const kidFile = await new SignJWT(forged({}))
      .setProtectedHeader({ alg: 'HS256', kid: '../../../../../../dev/null' })
      .sign(guessable);
    const kidSql = await new SignJWT(forged({}))
      .setProtectedHeader({ alg: 'HS256', kid: "x' UNION SELECT 'AAAA' --" })
      .sign(new TextEncoder().encode('AAAA'.repeat(8)));
    for (const [label, token] of Object.entries({ embedded, jku, kidFile, kidSql }))
      await expectRefused(label, token);
  });

  it('refuse algorithm confusion: the HS256 secret used under another algorithm name, and alg variants', async () => {
    const secret = await tokenSecret(t);
    const [, payload] = genuine.split('.');
    const hs384 = await new SignJWT(forged({})).setProtectedHeader({ alg: 'HS384' }).sign(secret);
    // The genuine signature under headers that name another algorithm or none at all.
    const signature = genuine.split('.')[2];
    const relabelled = ['RS256', 'ES256', 'none', 'NONE', 'nOnE', 'hs256']
      .map((alg) => `${b64({ alg, typ: 'JWT' })}.${payload}.${signature}`)
      .concat(`${b64({ typ: 'JWT' })}.${payload}.${signature}`);
    await expectRefused('hs384', hs384);
    for (const token of relabelled) await expectRefused(token.split('.')[0]!, token);
  });

  it('refuse a token the server key signed when exp, iss or sub is missing or malformed', async () => {
    const secret = await tokenSecret(t);
    const sign = (c: Record<string, unknown>, header: Record<string, unknown> = {}) =>
      new SignJWT(c).setProtectedHeader({ alg: 'HS256', ...header }).sign(secret);
    const later = Number(claims.exp) + 3600;
    const cases = {
      noExp: await sign(forged({ exp: undefined })),
      expAsText: await sign(forged({ exp: String(later) })),
      expNotANumber: await sign(forged({ exp: 'tomorrow' })),
      // By the server's clock (the test app's is fixed): a second before the genuine token was issued.
      expired: await sign(forged({ exp: Number(claims.iat) - 1 })),
      noIat: await sign(forged({ iat: undefined })),
      noIssuer: await sign(forged({ iss: undefined })),
      wrongIssuer: await sign(forged({ iss: 'abhyas-admin' })),
      audienceList: await sign(forged({ aud: ['somebody-else'] })),
      noSubject: await sign(forged({ sub: undefined })),
      subjectNumber: await sign(forged({ sub: 42 })),
      // An extension the server must understand or refuse (RFC 7515 §4.1.11); jose will not sign it.
      critical: hs256(secret, { alg: 'HS256', crit: ['exp-ext'], 'exp-ext': true }, forged({})),
    };
    for (const [label, token] of Object.entries(cases)) {
      const res = await me(token);
      expect(res.statusCode, label).toBe(401);
      // An expired token says so (the client refreshes); every other case is plainly not valid.
      expect(res.json().error.code, label).toBe(label === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED');
    }
  });

  it('refuse malformed and oversized tokens in the error shape, never a 5xx', async () => {
    const [h, p, s] = genuine.split('.');
    const bad = [
      `${h}.${p}.${s}.${s}`,
      `${h}.${p}`,
      `${h}..${s}`,
      `.${p}.${s}`,
      // The genuine signature padded: the same bytes to a lenient decoder, refused here.
      `${h}.${p}.${s}=`,
      `${h}.${p}.${s}==`,
      `${h}.${Buffer.from('{"sub":').toString('base64url')}.${s}`,
      `${h}.${p}.${'A'.repeat(20_000)}`,
      `${h}\u0000.${p}.${s}`,
      'e30.e30.e30',
    ];
    for (const token of bad) {
      const res = await me(token);
      expect(res.statusCode, token.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, token.slice(0, 40)).toBeLessThan(500);
      expect(res.json().error.code, token.slice(0, 40)).toBeTypeOf('string');
    }
    // The genuine token still answers: the refusals above are about the tampering.
    expect((await me(genuine)).statusCode).toBe(200);
  });
});
