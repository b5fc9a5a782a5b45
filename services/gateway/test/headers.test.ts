import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { Response } from 'express';
import { defined } from '@landline/platform/testing';
import { gatewayConfig } from '../src/config';
import { securityHeaders } from '../src/headers';

/** The Content-Security-Policy the gateway would send with `env`. */
function csp(env: NodeJS.ProcessEnv): string {
  const headers: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value), removeHeader: () => undefined };
  securityHeaders(gatewayConfig(env, 8080))(new IncomingMessage(new Socket()), res as unknown as Response, () => undefined);
  return defined(headers['content-security-policy'], 'a Content-Security-Policy header');
}

const connectSrc = (policy: string) =>
  policy
    .split(';')
    .find((d) => d.trim().startsWith('connect-src'))!
    .trim()
    .split(/\s+/)
    .slice(1);

describe('the Content-Security-Policy', () => {
  it("lets the phone simulator open telephony's relay socket where telephony is reached directly", () => {
    const sources = connectSrc(csp({ PUBLIC_URL: 'https://app.example.com', TELEPHONY_PUBLIC_URL: 'https://voice.example.com/' }));
    expect(sources).toEqual(["'self'", 'https://app.example.com', 'https://voice.example.com', 'wss://app.example.com', 'wss://voice.example.com']);
  });

  it('names the public origin once when telephony sits behind it', () => {
    expect(connectSrc(csp({ PUBLIC_URL: 'http://localhost:8080' }))).toEqual(["'self'", 'http://localhost:8080', 'ws://localhost:8080']);
  });
});
