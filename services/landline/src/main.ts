import { instrument } from '@landline/platform/instrument';

// The instrumentations patch express, grpc-js, pg, kafkajs and pino as those are imported, so they are
// registered first and the rest of the process is imported after (whether tsx or a bundle runs this file).
try {
  await instrument();
} catch (err) {
  console.error('OpenTelemetry instrumentations not registered; the kit traces requests itself', err);
}
const { serve } = await import('./serve');
await serve();
