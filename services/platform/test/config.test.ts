import { loadConfig, ConfigError, env, z } from '@landline/platform';

describe('loadConfig', () => {
  const schema = z.object({ PORT: env.port(8080), KAFKA_BROKERS: env.list(''), NAME: z.string().min(1) });

  it('applies defaults and coerces values', () => {
    expect(loadConfig(schema, { NAME: 'x', KAFKA_BROKERS: 'a:9092, b:9092' })).toEqual({ PORT: 8080, KAFKA_BROKERS: ['a:9092', 'b:9092'], NAME: 'x' });
  });

  it('lists every bad or missing setting at once', () => {
    try {
      loadConfig(schema, { PORT: 'abc' });
      throw new Error('expected a ConfigError');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/NAME/);
    }
  });
});
