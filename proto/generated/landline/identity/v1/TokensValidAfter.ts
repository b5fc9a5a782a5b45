// Original file: proto/landline/identity/v1/identity.proto

import type { Long } from '@grpc/proto-loader';

export interface TokensValidAfter {
  'validAfterMs'?: (number | string | Long);
}

export interface TokensValidAfter__Output {
  'validAfterMs': (string);
}
