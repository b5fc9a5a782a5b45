/* eslint-disable @typescript-eslint/no-explicit-any -- a handler table holds every method's request and response types at once, and grpc-js types that boundary with any. */
import * as grpc from '@grpc/grpc-js';
import { context } from '@opentelemetry/api';
import { HealthImplementation } from 'grpc-health-check';
import { AppError, type ErrorCode } from './errors';
import type { Logger } from './logger';
import { grpcClientCalls, grpcDuration, grpcHandled, grpcStreamDuration } from './metrics';
import { extractTrace, injectTrace, withServerSpan } from './tracing';

export { grpc };

const DETAILS_KEY = 'x-error-details';
export const DEFAULT_DEADLINE_MS = 5_000;

// ---------------------------------------------------------------- server

type UnaryImpl<Req, Res> = (request: Req, call: grpc.ServerUnaryCall<Req, Res>) => Promise<Res>;

/** The methods a generated `*Handlers` interface names, without grpc-js's catch-all index signature. */
type Methods<H> = { [M in keyof H as string extends M ? never : M]: H[M] };

/**
 * What a service implements for a generated `*Handlers` interface: every method, unary ones as async
 * functions of the request (the kit adds metrics, tracing and error mapping), streaming ones as grpc-js
 * handlers. A missing or misnamed method does not compile.
 */
export type Implementation<H> = {
  [M in keyof Methods<H>]: Methods<H>[M] extends grpc.handleUnaryCall<infer Req, infer Res> ? UnaryImpl<Req, Res> : Methods<H>[M];
};

export interface GrpcServer {
  readonly server: grpc.Server;
  readonly health: HealthImplementation;
  /** Adds a service whose unary handlers are plain async functions; streaming ones are raw grpc-js handlers (listed in `streaming`). */
  add(definition: grpc.ServiceDefinition, handlers: Record<string, UnaryImpl<any, any> | grpc.UntypedHandleCall>, streaming?: string[]): void;
  start(host: string, port: number): Promise<number>;
  stop(graceMs?: number): Promise<void>;
}

export function createGrpcServer(service: string, logger: Logger): GrpcServer {
  const server = new grpc.Server({ 'grpc.max_receive_message_length': 32 * 1024 * 1024 });
  const health = new HealthImplementation({ '': 'NOT_SERVING' });
  health.addToServer(server);
  const names: string[] = [];

  return {
    server,
    health,
    add(definition, handlers, streaming = []) {
      const wrapped: grpc.UntypedServiceImplementation = {};
      const missing = Object.keys(definition).filter((method) => !handlers[method]);
      if (missing.length) throw new Error(`${service} does not implement ${missing.join(', ')}`);
      for (const [method, attrs] of Object.entries(definition)) {
        const handler = handlers[method];
        wrapped[method] = streaming.includes(method)
          ? wrapStreaming(service, attrs.path, handler as grpc.UntypedHandleCall, attrs.requestStream && !attrs.responseStream)
          : wrapUnary(service, attrs.path, handler as UnaryImpl<any, any>, logger);
      }
      server.addService(definition, wrapped);
      const first = Object.values(definition)[0];
      // A method's path is /package.Service/Method: health reports the service under its full name.
      const [, serviceName] = first?.path.split('/') ?? [];
      if (serviceName !== undefined) names.push(serviceName);
    },
    start(host, port) {
      return new Promise((resolve, reject) => {
        server.bindAsync(`${host}:${port}`, grpc.ServerCredentials.createInsecure(), (err, bound) => {
          if (err) {
            reject(err);
            return;
          }
          health.setStatus('', 'SERVING');
          for (const name of names) health.setStatus(name, 'SERVING');
          resolve(bound);
        });
      });
    },
    stop(graceMs = 10_000) {
      health.setStatus('', 'NOT_SERVING');
      for (const name of names) health.setStatus(name, 'NOT_SERVING');
      return new Promise((resolve) => {
        const force = setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, graceMs);
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      });
    },
  };
}

/** '/landline.agent.v1.AgentService/GetAgent' → 'GetAgent'. */
const methodName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

function wrapUnary(service: string, path: string, impl: UnaryImpl<any, any>, logger: Logger): grpc.handleUnaryCall<any, any> {
  const method = methodName(path);
  return (call, callback) => {
    const end = grpcDuration.startTimer({ service, method });
    const parent = extractTrace(call.metadata.getMap() as Record<string, string>);
    withServerSpan(`grpc ${path}`, parent, { 'rpc.system': 'grpc', 'rpc.method': path }, () => impl(call.request, call))
      .then((response) => {
        grpcHandled.inc({ service, method, code: 'OK' });
        callback(null, response);
      })
      .catch((err: unknown) => {
        const { status, message, details } = toGrpcError(err);
        if (status === grpc.status.INTERNAL) logger.error({ err, method: path }, 'gRPC handler failed');
        grpcHandled.inc({ service, method, code: grpc.status[status] });
        const metadata = new grpc.Metadata();
        if (details) metadata.set(DETAILS_KEY, JSON.stringify(details));
        callback({ code: status, details: message, metadata });
      })
      .finally(() => end());
  };
}

type ServerStream = grpc.ServerReadableStream<any, any> | grpc.ServerWritableStream<any, any> | grpc.ServerDuplexStream<any, any>;

/**
 * A streaming handler with what unary ones get: the handled count, the stream's length, and a server span
 * from the caller's trace context (the gRPC instrumentation's, when it is on) that lasts as long as the
 * stream, its events included.
 */
function wrapStreaming(service: string, path: string, handler: grpc.UntypedHandleCall, clientStreaming: boolean): grpc.UntypedHandleCall {
  const method = methodName(path);
  return ((call: ServerStream, callback?: grpc.sendUnaryData<any>) => {
    const end = grpcStreamDuration.startTimer({ service, method });
    const parent = extractTrace(call.metadata.getMap() as Record<string, string>);
    const streamed = withServerSpan(`grpc ${path}`, parent, { 'rpc.system': 'grpc', 'rpc.method': path }, () => {
      // The stream's events ('data', 'end') run in the call's trace, not in grpc-js's.
      context.bind(context.active(), call);
      return new Promise<void>((resolve, reject) => {
        let code: grpc.status | undefined;
        const settle = (status: grpc.status) => {
          if (code !== undefined) return;
          code = status;
          grpcHandled.inc({ service, method, code: grpc.status[status] });
          end();
          if (status === grpc.status.OK || status === grpc.status.CANCELLED) resolve();
          else reject(new Error(`${path} ended with ${grpc.status[status]}`));
        };
        call.on('cancelled', () => settle(grpc.status.CANCELLED));
        if (clientStreaming) {
          if (!callback) throw new Error(`${path} is client-streaming, but grpc-js gave it no callback`);
          (handler as grpc.handleClientStreamingCall<any, any>)(call as grpc.ServerReadableStream<any, any>, (err, value, trailer, flags) => {
            settle(err ? (err.code ?? grpc.status.INTERNAL) : grpc.status.OK);
            callback(err, value, trailer, flags);
          });
          return;
        }
        call.on('finish', () => settle(grpc.status.OK));
        call.on('error', (err: Partial<grpc.StatusObject>) => settle(err.code ?? grpc.status.INTERNAL));
        (handler as grpc.handleServerStreamingCall<any, any>)(call as grpc.ServerWritableStream<any, any>);
      });
    });
    // The outcome is counted above and the status already sent by the handler.
    streamed.catch(() => undefined);
  }) as grpc.UntypedHandleCall;
}

function toGrpcError(err: unknown): { status: grpc.status; message: string; details?: Record<string, string> } {
  if (err instanceof AppError) return { status: err.grpcStatus, message: err.message, details: err.details };
  if (err instanceof PeerError && err.code !== grpc.status.INTERNAL && err.code !== grpc.status.UNKNOWN) return { status: err.code, message: err.message, details: err.details };
  return { status: grpc.status.INTERNAL, message: 'Internal error' };
}

// ---------------------------------------------------------------- client

/** An error a peer answered with: its gRPC status, its message (user-facing for AppErrors) and details. */
export class PeerError extends Error {
  constructor(
    readonly code: grpc.status,
    message: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'PeerError';
  }
  is(code: ErrorCode): boolean {
    return new AppError(code, '').grpcStatus === this.code;
  }
}

export interface CallOptions {
  deadlineMs?: number;
}

type Callback<R> = (err: grpc.ServiceError | null, value?: R) => void;
/** The promise form of a generated client: each unary method takes a request and resolves its response. */
export type Promised<C> = {
  [K in keyof C as C[K] extends (arg: any, callback: Callback<any>) => grpc.ClientUnaryCall ? K : never]: C[K] extends (
    arg: infer A,
    callback: Callback<infer R>,
  ) => grpc.ClientUnaryCall
    ? (request: A, options?: CallOptions) => Promise<R>
    : never;
} & { readonly raw: C; close(): void };

/**
 * Dials a peer. Every call carries a deadline (5 s unless given), the trace context and is counted.
 */
export function dial<C extends grpc.Client>(
  Ctor: new (address: string, credentials: grpc.ChannelCredentials, options?: object) => C,
  address: string,
  caller: string,
): Promised<C> {
  const client = new Ctor(address, grpc.credentials.createInsecure(), {
    'grpc.keepalive_time_ms': 30_000,
    'grpc.max_receive_message_length': 32 * 1024 * 1024,
  });
  return new Proxy({} as Promised<C>, {
    get(_target, prop) {
      if (prop === 'raw') return client;
      if (prop === 'close') return () => client.close();
      if (prop === 'then') return undefined;
      const fn = (client as unknown as Record<string, ((...args: unknown[]) => unknown) | undefined>)[prop as string];
      if (typeof fn !== 'function') return undefined;
      return (request: unknown, options: CallOptions = {}) =>
        new Promise((resolve, reject) => {
          const metadata = new grpc.Metadata();
          for (const [k, v] of Object.entries(injectTrace())) metadata.set(k, v);
          const deadline = new Date(Date.now() + (options.deadlineMs ?? DEFAULT_DEADLINE_MS));
          fn.call(client, request, metadata, { deadline }, (err: grpc.ServiceError | null, value: unknown) => {
            grpcClientCalls.inc({ service: caller, method: String(prop), code: err ? grpc.status[err.code] : 'OK' });
            if (err) reject(fromServiceError(err));
            else resolve(value);
          });
        });
    },
  });
}

export function fromServiceError(err: grpc.ServiceError): PeerError {
  let details: Record<string, string> | undefined;
  const raw = err.metadata.get(DETAILS_KEY)[0];
  if (raw) {
    try {
      details = JSON.parse(raw.toString()) as Record<string, string>;
    } catch {
      details = undefined;
    }
  }
  return new PeerError(err.code, err.details || err.message, details);
}

/** Metadata carrying the trace context, for streaming calls made with the raw client. */
export function callMetadata(): grpc.Metadata {
  const metadata = new grpc.Metadata();
  for (const [k, v] of Object.entries(injectTrace())) metadata.set(k, v);
  return metadata;
}
