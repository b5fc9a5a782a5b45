import fs from 'node:fs';
import path from 'node:path';
import { express, type Express, type RequestHandler } from '@landline/platform';

/** Serves the built React app, with index.html for every client-side route. */
export function mountWebApp(app: Express, webDist: string, headers: RequestHandler): void {
  const index = path.join(webDist, 'index.html');
  app.use(headers);
  app.use('/assets', express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  app.use(express.static(webDist, { index: false, maxAge: '1h' }));
  app.get(/^(?!\/(api|twilio)\/).*/, (req, res) => {
    if (!fs.existsSync(index)) {
      return void res.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(index);
  });
}
