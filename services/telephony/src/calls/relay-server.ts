/**
 * The ConversationRelay endpoint (WS /twilio/relay) on telephony's HTTP server: the handshake's Twilio
 * signature when it carries one, the single-use token from the setup message, then the call's session
 * (relay.ts) takes the socket. On shutdown it drains: each live call is handed over at its next pause.
 */
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { callMetadata, inTraceOf, type grpc } from '@landline/platform';
import type { CallRow } from '../store';
import { RELAY_TOKEN_PARAMETER, ROUTES } from './webhooks';
import { RelaySession, type RelayDeps } from './relay';
import type { ConverseStream } from './relay-engine';
import { RELAY_LIMITS } from './relay-protocol';
import { relayHandovers } from './relay-metrics';

/** What the server needs: a session's, with Converse streams opened for a given call (in its trace). */
export type RelayServerDeps = Omit<RelayDeps, 'converse'> & { converse: (call: CallRow) => ConverseStream };

/** The relay endpoint on the HTTP server: the handshake's signature, the token in the setup, then one session a socket. */
export class RelayServer {
  readonly sessions = new Map<string, RelaySession>();
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: RELAY_LIMITS.maxMessageBytes, perMessageDeflate: false, clientTracking: false });
  private server?: http.Server;

  constructor(private readonly deps: RelayServerDeps) {}

  attach(server: http.Server): void {
    this.server = server;
    server.on('upgrade', this.onUpgrade);
  }

  private readonly onUpgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(req.url ?? '/', 'http://relay');
    if (url.pathname !== ROUTES.relay) {
      // Another path: someone else's upgrade, or nobody's.
      if ((this.server?.listenerCount('upgrade') ?? 1) <= 1) refuse(socket, 404, 'Not Found');
      return;
    }
    socket.on('error', () => undefined);
    // Twilio signs the handshake; a signature that does not verify is refused. The browser's phone
    // simulator cannot sign one: every socket proves itself with the single-use token in its setup.
    const signature = req.headers['x-twilio-signature'];
    if (signature !== undefined && !this.deps.verifyUpgrade(String(signature), req.url ?? '')) {
      this.deps.logger.warn({ remote: req.socket.remoteAddress }, 'relay handshake with an invalid Twilio signature refused');
      refuse(socket, 403, 'Forbidden');
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.authenticate(ws, req.socket.remoteAddress));
  };

  /**
   * Waits for the setup message and redeems the token in its customParameters; only then does the call's
   * session take the socket (with the setup, and anything that came after it while the token was checked).
   */
  private authenticate(ws: WebSocket, remote: string | undefined): void {
    const waiting: { data: RawData; isBinary: boolean }[] = [];
    const refuseSocket = (reason: string) => {
      this.deps.logger.warn({ remote }, reason);
      ws.close(1008, 'forbidden');
    };
    const timer = setTimeout(() => ws.close(1008, 'setup expected'), this.deps.settings.setupMs ?? 15_000);
    ws.on('error', () => undefined);
    ws.on('close', () => clearTimeout(timer));
    const onMessage = (data: RawData, isBinary: boolean): void => {
      // Kept for the session while the token is checked, within the bound a session puts on bad messages.
      if (waiting.length > RELAY_LIMITS.malformed) return;
      waiting.push({ data, isBinary });
      if (waiting.length > 1) return;
      const setup = isBinary ? undefined : readSetup(data);
      if (!setup) {
        refuseSocket('relay socket without a setup message refused');
        return;
      }
      this.deps.calls
        .openRelay(setup.token)
        .then((opened) => {
          ws.off('message', onMessage);
          clearTimeout(timer);
          if (!opened) {
            refuseSocket('relay socket without a valid token refused');
            return;
          }
          if (ws.readyState !== 1) return; // closed while the token was checked
          const previous = this.sessions.get(opened.call.call_sid);
          const session = new RelaySession(ws, opened.call, opened.turns, { ...this.deps, converse: () => this.deps.converse(opened.call) });
          this.sessions.set(session.callSid, session);
          previous?.hangup(1012);
          void session.closedPromise.then(() => {
            if (this.sessions.get(session.callSid) === session) this.sessions.delete(session.callSid);
          });
          for (const m of waiting) session.receive(m.data, m.isBinary);
        })
        .catch((err: unknown) => {
          this.deps.logger.error({ err }, 'relay connection failed');
          ws.close(1011, 'unavailable');
        });
    };
    ws.on('message', onMessage);
  }

  /** The call ended: its socket (if this process holds it) closes, and its turns are stored. */
  async close(callSid: string): Promise<void> {
    const session = this.sessions.get(callSid);
    if (session) {
      session.hangup();
      await Promise.race([session.closedPromise, new Promise((r) => setTimeout(r, 2_000))]);
    }
    await this.deps.turns.flush();
  }

  /**
   * Drains: no new sockets; each live call is handed over at its next pause, and whatever has not reached
   * one within the drain time is cut (the carrier's reconnection after a dropped socket still picks it up).
   */
  async stop(): Promise<void> {
    this.server?.off('upgrade', this.onUpgrade);
    const open = [...this.sessions.values()];
    for (const s of open) s.handOver();
    const closed = Promise.all(open.map((s) => s.closedPromise));
    const within = (ms: number) => Promise.race([closed, new Promise((r) => setTimeout(r, ms).unref())]);
    if (open.length) this.deps.logger.info({ calls: open.length }, 'handing live calls over to another process');
    await within(this.deps.settings.drainMs ?? 15_000);
    for (const s of open) {
      if (s.handedOver) relayHandovers.inc({ result: 'handed_over' });
      else if (!s.isClosed) relayHandovers.inc({ result: 'cut' });
      s.hangup(1001);
    }
    await within(2_000);
    await this.deps.turns.flush();
  }
}

/** The setup message's token (customParameters), or undefined for anything that is not a setup. */
function readSetup(data: RawData): { token: string } | undefined {
  try {
    // The server keeps ws's default binaryType, so a message is one Buffer.
    const m = JSON.parse((data as Buffer).toString()) as { type?: unknown; customParameters?: Record<string, unknown> } | null;
    if (!m || m.type !== 'setup') return undefined;
    const token = m.customParameters?.[RELAY_TOKEN_PARAMETER];
    return { token: typeof token === 'string' ? token : '' };
  } catch {
    return undefined;
  }
}

function refuse(socket: Duplex, status: number, text: string): void {
  if (!socket.destroyed) socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * A Converse stream on the raw client, opened in the call's trace (the voice webhook's; the socket's own
 * handshake carries none): the trace context travels in its metadata, so the dialog engine's side of the
 * call, and what it asks of other services, joins the trace the call began in.
 */
export function converseWith(client: () => { raw: { Converse(metadata: grpc.Metadata): ConverseStream } }): (call: CallRow) => ConverseStream {
  return (call) => inTraceOf(call.trace_context, () => client().raw.Converse(callMetadata()));
}
