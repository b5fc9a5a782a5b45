import { parseRelayMessage, type RelayClientMessage, type RelayServerMessage } from './relayProtocol';

export interface RelayHandlers {
  onMessage: (message: RelayServerMessage) => void;
  /** The socket closed (by either side, or it never opened). */
  onClose: (code: number) => void;
}

/** How long the relay socket may take to open. */
const OPEN_TIMEOUT_MS = 15_000;

/** The ConversationRelay socket of one call, from the carrier's side. */
export class RelayClient {
  private socket: WebSocket | null = null;
  private closed = false;

  constructor(private readonly handlers: RelayHandlers) {}

  /** Opens the socket; rejects when it cannot be opened. */
  open(url: string): Promise<void> {
    return new Promise((resolve, reject) => {
      let opened = false;
      let socket: WebSocket;
      try {
        socket = new WebSocket(url);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      this.socket = socket;
      const timer = window.setTimeout(() => {
        if (!opened) socket.close();
      }, OPEN_TIMEOUT_MS);
      socket.onopen = () => {
        opened = true;
        window.clearTimeout(timer);
        resolve();
      };
      socket.onmessage = (event) => {
        if (typeof event.data !== 'string') return;
        const message = parseRelayMessage(event.data);
        if (message) this.handlers.onMessage(message);
      };
      socket.onclose = (event) => {
        window.clearTimeout(timer);
        if (!opened) reject(new Error(`The relay socket closed before it opened (${event.code})`));
        else if (!this.closed) {
          this.closed = true;
          this.handlers.onClose(event.code);
        }
      };
    });
  }

  send(message: RelayClientMessage): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  /** Our side hangs up: no close notice follows. */
  close(): void {
    this.closed = true;
    const socket = this.socket;
    this.socket = null;
    if (socket && (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING)) socket.close(1000);
  }
}
