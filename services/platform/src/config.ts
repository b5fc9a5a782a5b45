import { z } from 'zod';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses environment variables against a zod schema, listing every bad or missing setting at once.
 * An empty variable counts as unset (as `FOO=` in a compose file or a ConfigMap means).
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(set);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`));
}

/** Helpers for the shapes environment variables come in. */
export const env = {
  port: (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback),
  list: (fallback: string) =>
    z
      .string()
      .default(fallback)
      .transform((value) =>
        value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
  bool: (fallback: boolean) =>
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .default(fallback ? 'true' : 'false')
      .transform((value) => ['true', '1', 'yes'].includes(value)),
};

export { z };
