import { env, loadConfig, z } from '@landline/platform';

const identityConfigSchema = z.object({
  IDENTITY_DATABASE_URL: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  AUTH_PROVIDER: z.enum(['embedded', 'keycloak']).optional(),
  KEYCLOAK_URL: z.url().optional(),
  KEYCLOAK_REALM: z.string().default('landline'),
  KEYCLOAK_CLIENT_ID: z.string().default('landline-backend'),
  KEYCLOAK_CLIENT_SECRET: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  PORT: env.port(8080),
});

export function identityConfig(source: NodeJS.ProcessEnv) {
  const c = loadConfig(identityConfigSchema, source);
  const provider = c.AUTH_PROVIDER ?? (c.KEYCLOAK_URL ? 'keycloak' : 'embedded');
  if (provider === 'keycloak' && (!c.KEYCLOAK_URL || !c.KEYCLOAK_CLIENT_SECRET)) {
    throw new Error('Invalid configuration:\n  - AUTH_PROVIDER=keycloak needs KEYCLOAK_URL and KEYCLOAK_CLIENT_SECRET');
  }
  return {
    databaseUrl: c.IDENTITY_DATABASE_URL ?? c.DATABASE_URL,
    provider,
    keycloak: { url: c.KEYCLOAK_URL ?? '', realm: c.KEYCLOAK_REALM, clientId: c.KEYCLOAK_CLIENT_ID, clientSecret: c.KEYCLOAK_CLIENT_SECRET ?? '' },
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
  };
}
