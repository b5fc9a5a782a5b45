import { createHash, randomBytes, randomUUID, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { AppError, invalid, type Logger } from '@landline/platform';
import type { IdentityStore } from '../store';
import { AUTH_MESSAGES, type IdentityProvider, type Tokens } from './provider';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number, options: { N: number; r: number; p: number; maxmem: number }) => Promise<Buffer>;
const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 };

export const EMBEDDED_ISSUER = 'urn:landline:identity';
const ACCESS_TOKEN_SECONDS = 15 * 60;
const REFRESH_TOKEN_DAYS = 30;
const RESET_TOKEN_MINUTES = 60;

async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 });
  return timingSafeEqual(actual, expected);
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** A throwaway hash so a login for an unknown email costs the same as a wrong password. */
let decoyHash: Promise<string> | undefined;

/**
 * The embedded default: the identity service is its own OpenID-style issuer. ES256 keys are made once
 * and kept in its database; the public half is served as a JWKS the gateway verifies against.
 */
/**
 * `mailQueued` runs once a reset mail is committed to the outbox (the delivery sends it); `logLinks` writes
 * the link to the log too, for a developer without a mail server (never with one: a log is no mailbox).
 */
export interface EmbeddedMail {
  mailQueued?: () => void;
  logLinks?: boolean;
}

export async function createEmbeddedProvider(store: IdentityStore, publicUrl: string, logger: Logger, mail: EmbeddedMail = {}) {
  let keys = await store.signingKeys();
  if (keys.length === 0) {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const kid = randomUUID();
    await store.insertSigningKey(kid, { ...(await exportJWK(privateKey)), kid, alg: 'ES256' }, { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' });
    keys = await store.signingKeys();
  }
  const [current] = keys;
  if (!current) throw new Error('The identity store holds no signing key, even after one was inserted');
  const signingKid = current.kid;
  const parseJwk = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as JWK;
  const signingKey = await importJWK(parseJwk(current.private_jwk), 'ES256');
  const jwks = { keys: keys.map((k) => parseJwk(k.public_jwk)) };

  async function issue(userId: string): Promise<Tokens> {
    const row = await store.findUserById(store.db, userId);
    // iat is in whole seconds; iat_ms lets a sign-in right after a logout work within the same second.
    const accessToken = await new SignJWT({ email: row?.email ?? '', name: row?.display_name ?? '', picture: row?.photo_url ?? '', iat_ms: Date.now() })
      .setProtectedHeader({ alg: 'ES256', kid: signingKid, typ: 'JWT' })
      .setIssuer(EMBEDDED_ISSUER)
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
      .setJti(randomUUID())
      .sign(signingKey);
    const refreshToken = randomBytes(32).toString('base64url');
    await store.insertRefreshToken(store.db, sha256(refreshToken), userId, new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000));
    return { userId, accessToken, refreshToken, expiresIn: ACCESS_TOKEN_SECONDS };
  }

  const provider: IdentityProvider & { jwks: typeof jwks } = {
    name: 'embedded',
    jwks,
    async register(account, createUserDocument) {
      const userId = randomUUID();
      const hash = await hashPassword(account.password);
      await store.db.tx(async (q) => {
        await createUserDocument(q, userId);
        await store.setPassword(q, userId, hash);
      });
      return userId;
    },
    async login(email, password) {
      const creds = await store.findCredentials(store.db, email);
      decoyHash ??= hashPassword('decoy-password');
      const ok = creds ? await verifyPassword(password, creds.password_hash) : await verifyPassword(password, await decoyHash).then(() => false);
      if (!creds || !ok) throw new AppError('unauthenticated', AUTH_MESSAGES.badCredentials);
      return issue(creds.user_id);
    },
    async refresh(refreshToken) {
      // Rotation: each refresh token works once.
      const userId = await store.consumeRefreshToken(store.db, sha256(refreshToken));
      if (!userId) throw new AppError('unauthenticated', AUTH_MESSAGES.sessionExpired);
      return issue(userId);
    },
    logout: (refreshToken) => store.consumeRefreshToken(store.db, sha256(refreshToken)),
    async sendPasswordReset(userId, email) {
      const token = randomBytes(32).toString('base64url');
      const link = `${publicUrl.replace(/\/$/, '')}/reset-password?token=${token}`;
      await store.db.tx(async (q) => {
        await store.insertPasswordReset(q, sha256(token), userId, new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000));
        await store.insertMail(q, {
          id: randomUUID(),
          recipient: email,
          subject: 'Reset your Landline password',
          body: `Someone asked to reset the password of your Landline account.\n\nSet a new password here (the link works once, for ${RESET_TOKEN_MINUTES} minutes):\n${link}\n\nIf it was not you, ignore this email.`,
        });
      });
      mail.mailQueued?.();
      if (mail.logLinks ?? true) logger.info({ to: email, link }, 'password reset email (local mail outbox)');
    },
    async changePassword(account, currentPassword, newPassword) {
      const creds = await store.findCredentials(store.db, account.email);
      if (!creds || creds.user_id !== account.userId || !(await verifyPassword(currentPassword, creds.password_hash))) {
        throw invalid(AUTH_MESSAGES.wrongPassword);
      }
      const hash = await hashPassword(newPassword);
      await store.db.tx(async (q) => {
        await store.setPassword(q, account.userId, hash);
        await store.endSessions(q, account.userId);
      });
    },
    // The credentials and tokens go with the user document (on delete cascade).
    deleteAccount: async () => undefined,
    async resetPassword(token, password) {
      const hash = await hashPassword(password);
      return store.db.tx(async (q) => {
        const userId = await store.consumePasswordReset(q, sha256(token));
        if (!userId) throw invalid(AUTH_MESSAGES.badResetLink);
        await store.setPassword(q, userId, hash);
        await store.endSessions(q, userId);
        return userId;
      });
    },
  };
  return provider;
}
