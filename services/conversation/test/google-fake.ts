import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Cloud Text-to-Speech's documented REST API (v1):
 *  - GET  /v1/voices?languageCode=xx-XX → { voices: [{ languageCodes, name, ssmlGender, naturalSampleRateHertz }] }
 *  - POST /v1/text:synthesize { input: {text}, voice: {languageCode, name}, audioConfig: {audioEncoding, speakingRate} }
 *    → { audioContent: base64 }
 * Errors use Google's JSON error body. Enums come back as numbers when the client asks for
 * `$alt=json;enum-encoding=int`, as Google does. Every request must carry a bearer JWT signed (RS256)
 * by the test's service-account key, which the fake verifies with the public key.
 */
export interface GoogleFake {
  endpoint: string;
  credentialsJson: string;
  requests: { method: string; path: string; query: URLSearchParams; body: any; jwt: { iss: string; scope?: string; aud?: string } }[];
  /** Fail the next requests with this HTTP status and Google error. */
  failNext(status: number, count?: number): void;
  close(): Promise<void>;
}

const FAKE_VOICES = [
  ['en-US-Standard-B', 'MALE'],
  ['en-US-Neural2-C', 'FEMALE'],
  ['en-US-Chirp3-HD-Puck', 'MALE'],
  ['en-US-Chirp3-HD-Kore', 'FEMALE'],
  ['en-US-Chirp3-HD-Aoede', 'FEMALE'],
  ['en-US-Chirp3-HD-Achird', 'MALE'],
  ['en-US-Neural2-A', 'MALE'],
  ['en-US-Studio-O', 'FEMALE'],
  ['es-US-Chirp3-HD-Achird', 'MALE'],
  ['es-US-Chirp3-HD-Kore', 'FEMALE'],
  ['es-US-Chirp3-HD-Charon', 'MALE'],
  ['es-US-Neural2-A', 'FEMALE'],
  ['es-US-Standard-B', 'MALE'],
  ['fr-FR-Chirp3-HD-Achird', 'MALE'],
] as const;

const GENDER_NUMBERS: Record<string, number> = { MALE: 1, FEMALE: 2, NEUTRAL: 3 };
const ENCODINGS: Record<number, string> = { 1: 'LINEAR16', 2: 'MP3', 3: 'OGG_OPUS' };

/** Fake audio: an MPEG-1 Layer III frame header followed by the request, so tests can see what was spoken. */
export function fakeAudio(voice: string, text: string): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.from(`${voice}|${text}`)]);
}

function verifyJwt(token: string, publicKey: crypto.KeyObject): any {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return undefined;
  const ok = crypto.verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature, 'base64url'));
  if (!ok) return undefined;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) return undefined;
  return claims;
}

export async function startGoogleFake(): Promise<GoogleFake> {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const credentials = {
    type: 'service_account',
    project_id: 'landline-test',
    private_key_id: 'test-key',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: 'tts@landline-test.iam.gserviceaccount.com',
  };
  const requests: GoogleFake['requests'] = [];
  let failures: { status: number; count: number } | undefined;

  const error = (res: http.ServerResponse, code: number, status: string, message: string) => {
    res.writeHead(code, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code, message, status } }));
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const auth = req.headers.authorization ?? '';
      const jwt = auth.startsWith('Bearer ') ? verifyJwt(auth.slice(7), publicKey) : undefined;
      if (!jwt || jwt.iss !== credentials.client_email) {
        error(res, 401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.');
        return;
      }
      const body = raw ? JSON.parse(raw) : undefined;
      requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, body, jwt });
      if (failures && failures.count > 0) {
        failures.count--;
        error(res, failures.status, failures.status === 403 ? 'PERMISSION_DENIED' : 'UNAVAILABLE', 'The fake was told to fail.');
        return;
      }
      const intEnums = (url.searchParams.get('$alt') ?? '').includes('enum-encoding=int');
      res.setHeader('content-type', 'application/json; charset=utf-8');

      if (req.method === 'GET' && url.pathname === '/v1/voices') {
        const lang = url.searchParams.get('languageCode');
        const voices = FAKE_VOICES.filter(([name]) => !lang || name.startsWith(`${lang}-`)).map(([name, gender]) => ({
          languageCodes: [name.slice(0, 5)],
          name,
          ssmlGender: intEnums ? GENDER_NUMBERS[gender] : gender,
          naturalSampleRateHertz: 24000,
        }));
        return res.end(JSON.stringify({ voices }));
      }
      if (req.method === 'POST' && url.pathname === '/v1/text:synthesize') {
        const name = body?.voice?.name as string;
        if (!FAKE_VOICES.some(([n]) => n === name)) {
          error(res, 400, 'INVALID_ARGUMENT', `Voice '${name}' does not exist.`);
          return;
        }
        if (!name.startsWith(`${body.voice.languageCode}-`)) {
          error(res, 400, 'INVALID_ARGUMENT', 'Requested language code does not match the voice.');
          return;
        }
        const encoding = typeof body.audioConfig?.audioEncoding === 'number' ? ENCODINGS[body.audioConfig.audioEncoding] : body.audioConfig?.audioEncoding;
        if (encoding !== 'MP3') {
          error(res, 400, 'INVALID_ARGUMENT', 'Only MP3 in this fake.');
          return;
        }
        return res.end(JSON.stringify({ audioContent: fakeAudio(name, body.input.text).toString('base64') }));
      }
      error(res, 404, 'NOT_FOUND', 'Not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    credentialsJson: JSON.stringify(credentials),
    requests,
    failNext(status, count = 1) {
      failures = { status, count };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
