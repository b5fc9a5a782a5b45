/** Where each service serves gRPC by default, and how peers find it (`<NAME>_ADDR`, else localhost). */
export const DEFAULT_GRPC_PORTS = {
  identity: 50051,
  agent: 50052,
  telephony: 50053,
  conversation: 50054,
  billing: 50055,
  recording: 50056,
  notification: 50057,
} as const;

export type ServiceName = keyof typeof DEFAULT_GRPC_PORTS;

export const grpcPortVar = (name: ServiceName) => `${name.toUpperCase()}_GRPC_PORT`;
export const addressVar = (name: ServiceName) => `${name.toUpperCase()}_ADDR`;

export function grpcPort(env: NodeJS.ProcessEnv, name: ServiceName): number {
  const raw = env[grpcPortVar(name)];
  if (raw === undefined || raw === '') return DEFAULT_GRPC_PORTS[name];
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid configuration:\n  - ${grpcPortVar(name)}: not a port number: ${raw}`);
  return port;
}

export function peerAddress(env: NodeJS.ProcessEnv, name: ServiceName): string {
  return env[addressVar(name)] || `localhost:${DEFAULT_GRPC_PORTS[name]}`;
}
