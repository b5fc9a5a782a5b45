import { status as GrpcStatus } from '@grpc/grpc-js';

export type ErrorCode =
  'invalid_argument' | 'unauthenticated' | 'permission_denied' | 'not_found' | 'already_exists' | 'failed_precondition' | 'resource_exhausted' | 'unavailable' | 'internal';

const toGrpc: Record<ErrorCode, GrpcStatus> = {
  invalid_argument: GrpcStatus.INVALID_ARGUMENT,
  unauthenticated: GrpcStatus.UNAUTHENTICATED,
  permission_denied: GrpcStatus.PERMISSION_DENIED,
  not_found: GrpcStatus.NOT_FOUND,
  already_exists: GrpcStatus.ALREADY_EXISTS,
  failed_precondition: GrpcStatus.FAILED_PRECONDITION,
  resource_exhausted: GrpcStatus.RESOURCE_EXHAUSTED,
  unavailable: GrpcStatus.UNAVAILABLE,
  internal: GrpcStatus.INTERNAL,
};

/** HTTP statuses by gRPC status code (a number from the wire may be any code). */
const grpcToHttp = new Map<number, number>([
  [GrpcStatus.INVALID_ARGUMENT, 400],
  [GrpcStatus.OUT_OF_RANGE, 400],
  [GrpcStatus.UNAUTHENTICATED, 401],
  [GrpcStatus.PERMISSION_DENIED, 403],
  [GrpcStatus.NOT_FOUND, 404],
  [GrpcStatus.ALREADY_EXISTS, 409],
  [GrpcStatus.ABORTED, 409],
  [GrpcStatus.FAILED_PRECONDITION, 409],
  [GrpcStatus.RESOURCE_EXHAUSTED, 429],
  [GrpcStatus.UNIMPLEMENTED, 501],
  [GrpcStatus.UNAVAILABLE, 503],
  [GrpcStatus.DEADLINE_EXCEEDED, 504],
]);

/**
 * An error meant for the user: its message is shown as-is (spec messages travel this way),
 * from a service over gRPC to the gateway's JSON `{ error }`.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
  get grpcStatus(): GrpcStatus {
    return toGrpc[this.code];
  }
}

export const invalid = (message: string, details?: Record<string, string>) => new AppError('invalid_argument', message, details);
export const notFound = (message: string) => new AppError('not_found', message);
export const conflict = (message: string, details?: Record<string, string>) => new AppError('already_exists', message, details);
export const unauthenticated = (message: string) => new AppError('unauthenticated', message);
export const precondition = (message: string, details?: Record<string, string>) => new AppError('failed_precondition', message, details);

export function httpStatusForGrpc(code: number | undefined): number {
  if (code === undefined) return 500;
  return grpcToHttp.get(code) ?? 500;
}
