import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { createTokenVerifier } from '@landline/platform';

describe('JWT verification against a JWKS', () => {
  let server: http.Server;
  let jwksUrl: string;
  let key: CryptoKey;
  let otherKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256');
    key = pair.privateKey;
    otherKey = (await generateKeyPair('ES256')).privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256' };
    server = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const sign = (k: CryptoKey, claims: Record<string, unknown>, iss = 'issuer', exp: string | number = '5m') =>
    new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: 'k1' }).setIssuer(iss).setSubject('user-1').setIssuedAt().setExpirationTime(exp).sign(k);

  it('accepts a valid token and reads the profile claims', async () => {
    const verify = createTokenVerifier({ jwksUrl, issuer: 'issuer' });
    const t = await verify(await sign(key, { email: 'a@b.co', given_name: 'Ann', family_name: 'Lee' }));
    expect(t).toMatchObject({ sub: 'user-1', email: 'a@b.co', name: 'Ann Lee', picture: '' });
  });

  it('rejects another issuer, an expired token and a foreign signature', async () => {
    const verify = createTokenVerifier({ jwksUrl, issuer: 'issuer' });
    await expect(verify(await sign(key, {}, 'someone-else'))).rejects.toThrow();
    await expect(verify(await sign(key, {}, 'issuer', '-1m'))).rejects.toThrow();
    await expect(verify(await sign(otherKey, {}))).rejects.toThrow();
    await expect(verify('not-a-token')).rejects.toThrow();
  });

  it('remembers a verified token only as that exact token, and only until it expires', async () => {
    const verify = createTokenVerifier({ jwksUrl, issuer: 'issuer' });
    const token = await sign(key, { email: 'a@b.co' });
    await verify(token);
    expect(await verify(token)).toMatchObject({ sub: 'user-1', email: 'a@b.co' });
    // The same signature on other claims is not the remembered token.
    const [header, , signature] = token.split('.');
    const otherClaims = Buffer.from(JSON.stringify({ sub: 'user-2', iss: 'issuer', exp: Math.floor(Date.now() / 1000) + 300 })).toString('base64url');
    await expect(verify(`${header}.${otherClaims}.${signature}`)).rejects.toThrow();

    // Expired 4 s ago, within the 5 s of clock tolerance: accepted now, refused a second and a half later.
    const expiring = await sign(key, {}, 'issuer', Math.floor(Date.now() / 1000) - 4);
    await verify(expiring);
    await new Promise((r) => setTimeout(r, 1_500));
    await expect(verify(expiring)).rejects.toThrow();
  });
});
