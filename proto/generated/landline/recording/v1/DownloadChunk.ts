// Original file: proto/landline/recording/v1/recording.proto

import type { Long } from '@grpc/proto-loader';

export interface DownloadChunk {
  'contentType'?: (string);
  'data'?: (Buffer | Uint8Array | string);
  'totalSize'?: (number | string | Long);
}

export interface DownloadChunk__Output {
  'contentType': (string);
  'data': (Buffer);
  'totalSize': (string);
}
