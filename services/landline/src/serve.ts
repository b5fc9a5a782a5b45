import { ConfigError } from '@landline/platform';
import { processConfigSchema } from './config';
import { startLandline } from './run';

/** Starts the process's targets and stops them on SIGTERM or SIGINT; bad configuration exits 78. */
export async function serve(): Promise<void> {
  try {
    const landline = await startLandline();
    let signals = 0;
    const shutdown = (signal: string) => {
      if (++signals > 1) process.exit(1);
      const timeout = processConfigSchema.parse(process.env).SHUTDOWN_TIMEOUT_MS;
      setTimeout(() => {
        landline.logger.error({ signal }, 'shutdown timed out');
        process.exit(1);
      }, timeout).unref();
      landline.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.on('SIGTERM', () => shutdown('SIGTERM'));
    process.on('SIGINT', () => shutdown('SIGINT'));
  } catch (err) {
    if (err instanceof ConfigError || (err instanceof Error && err.message.startsWith('Invalid configuration'))) {
      console.error(err.message);
      process.exit(78);
    }
    console.error(err);
    process.exit(1);
  }
}
