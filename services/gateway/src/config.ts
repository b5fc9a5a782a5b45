import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { env, loadConfig, z } from '@landline/platform';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const gatewayConfigSchema = z.object({
  PORT: env.port(8080),
  AUTH_PROVIDER: z.enum(['embedded', 'keycloak']).optional(),
  AUTH_JWKS_URL: z.url().optional(),
  AUTH_ISSUER: z.string().optional(),
  KEYCLOAK_URL: z.url().optional(),
  KEYCLOAK_PUBLIC_URL: z.url().optional(),
  KEYCLOAK_REALM: z.string().default('landline'),
  KEYCLOAK_WEB_CLIENT_ID: z.string().default('landline-web'),
  GOOGLE_LOGIN_ENABLED: env.bool(false),
  PUBLIC_URL: z.url().optional(),
  TELEPHONY_PUBLIC_URL: z.url().optional(),
  WEB_DIST: z.string().default(path.join(repoRoot, 'web/dist')),
  TRUST_PROXY: z.string().default('loopback, linklocal, uniquelocal'),
  WAITLIST_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Recordings a client may upload a day without signing in (the landing page's demo calls). */
  DEMO_RECORDING_UPLOADS_PER_DAY: z.coerce.number().int().min(1).default(60),
});

export type GatewayConfig = ReturnType<typeof gatewayConfig>;

export function gatewayConfig(source: NodeJS.ProcessEnv, httpPort: number) {
  const c = loadConfig(gatewayConfigSchema, source);
  const provider = c.AUTH_PROVIDER ?? (c.KEYCLOAK_URL ? 'keycloak' : 'embedded');
  if (provider === 'keycloak' && !c.KEYCLOAK_URL) throw new Error('Invalid configuration:\n  - AUTH_PROVIDER=keycloak needs KEYCLOAK_URL');
  const keycloakPublic = (c.KEYCLOAK_PUBLIC_URL ?? c.KEYCLOAK_URL ?? '').replace(/\/$/, '');
  const keycloakInternal = (c.KEYCLOAK_URL ?? '').replace(/\/$/, '');
  return {
    provider,
    jwksUrl:
      c.AUTH_JWKS_URL ??
      (provider === 'keycloak' ? `${keycloakInternal}/realms/${c.KEYCLOAK_REALM}/protocol/openid-connect/certs` : `http://127.0.0.1:${httpPort}/.well-known/jwks.json`),
    issuer: c.AUTH_ISSUER ?? (provider === 'keycloak' ? `${keycloakPublic}/realms/${c.KEYCLOAK_REALM}` : 'urn:landline:identity'),
    keycloak: { url: keycloakPublic, realm: c.KEYCLOAK_REALM, clientId: c.KEYCLOAK_WEB_CLIENT_ID },
    google: provider === 'keycloak' && c.GOOGLE_LOGIN_ENABLED,
    webDist: c.WEB_DIST,
    https: (c.PUBLIC_URL ?? '').startsWith('https:'),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${httpPort}`).replace(/\/+$/, ''),
    /** Where browsers reach telephony's relay socket: its own address when Twilio is pointed at it directly. */
    telephonyPublicUrl: (c.TELEPHONY_PUBLIC_URL ?? c.PUBLIC_URL ?? `http://localhost:${httpPort}`).replace(/\/+$/, ''),
    trustProxy: c.TRUST_PROXY,
    waitlistRateLimit: c.WAITLIST_RATE_LIMIT,
    authRateLimit: c.AUTH_RATE_LIMIT,
    demoRecordingUploadsPerDay: c.DEMO_RECORDING_UPLOADS_PER_DAY,
  };
}
