#!/usr/bin/env node
// The floor of `npm run bench`: a bare Express handler answering a small JSON object, in a process of its
// own (so it shares no event loop with the load generator). Listens on 127.0.0.1:PORT (0 = any free port)
// and tells its parent the port over IPC, or prints it when run by hand.
import express from 'express';

const app = express();
app.disable('x-powered-by');
const body = { id: 'usr_0123456789abcdef', email: 'bench@example.com', displayName: 'Bench', plan: 'free' };
app.get('/', (_req, res) => {
  res.json(body);
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const { port } = server.address();
  if (process.send) process.send({ port });
  else console.log(`bare Express floor on http://127.0.0.1:${port}/`);
});
server.keepAliveTimeout = 65_000;
process.on('SIGTERM', () => server.close(() => process.exit(0)) && server.closeAllConnections());
