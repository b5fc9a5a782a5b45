// Original file: proto/landline/recording/v1/recording.proto


export interface DownloadChunk {
  'contentType'?: (string);
  'data'?: (Buffer | Uint8Array | string);
}

export interface DownloadChunk__Output {
  'contentType': (string);
  'data': (Buffer);
}
