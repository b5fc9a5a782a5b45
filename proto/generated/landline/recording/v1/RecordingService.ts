// Original file: proto/landline/recording/v1/recording.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { DownloadChunk as _landline_recording_v1_DownloadChunk, DownloadChunk__Output as _landline_recording_v1_DownloadChunk__Output } from '../../../landline/recording/v1/DownloadChunk';
import type { DownloadRequest as _landline_recording_v1_DownloadRequest, DownloadRequest__Output as _landline_recording_v1_DownloadRequest__Output } from '../../../landline/recording/v1/DownloadRequest';
import type { ImportRequest as _landline_recording_v1_ImportRequest, ImportRequest__Output as _landline_recording_v1_ImportRequest__Output } from '../../../landline/recording/v1/ImportRequest';
import type { RecordingInfo as _landline_recording_v1_RecordingInfo, RecordingInfo__Output as _landline_recording_v1_RecordingInfo__Output } from '../../../landline/recording/v1/RecordingInfo';
import type { RecordingRef as _landline_recording_v1_RecordingRef, RecordingRef__Output as _landline_recording_v1_RecordingRef__Output } from '../../../landline/recording/v1/RecordingRef';
import type { SignRequest as _landline_recording_v1_SignRequest, SignRequest__Output as _landline_recording_v1_SignRequest__Output } from '../../../landline/recording/v1/SignRequest';
import type { SignResponse as _landline_recording_v1_SignResponse, SignResponse__Output as _landline_recording_v1_SignResponse__Output } from '../../../landline/recording/v1/SignResponse';
import type { StatRequest as _landline_recording_v1_StatRequest, StatRequest__Output as _landline_recording_v1_StatRequest__Output } from '../../../landline/recording/v1/StatRequest';
import type { UploadChunk as _landline_recording_v1_UploadChunk, UploadChunk__Output as _landline_recording_v1_UploadChunk__Output } from '../../../landline/recording/v1/UploadChunk';

export interface RecordingServiceClient extends grpc.Client {
  Download(argument: _landline_recording_v1_DownloadRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_landline_recording_v1_DownloadChunk__Output>;
  Download(argument: _landline_recording_v1_DownloadRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_landline_recording_v1_DownloadChunk__Output>;
  download(argument: _landline_recording_v1_DownloadRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_landline_recording_v1_DownloadChunk__Output>;
  download(argument: _landline_recording_v1_DownloadRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_landline_recording_v1_DownloadChunk__Output>;
  
  Import(argument: _landline_recording_v1_ImportRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_recording_v1_RecordingRef__Output>): grpc.ClientUnaryCall;
  Import(argument: _landline_recording_v1_ImportRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_recording_v1_RecordingRef__Output>): grpc.ClientUnaryCall;
  Import(argument: _landline_recording_v1_ImportRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_recording_v1_RecordingRef__Output>): grpc.ClientUnaryCall;
  Import(argument: _landline_recording_v1_ImportRequest, callback: grpc.requestCallback<_landline_recording_v1_RecordingRef__Output>): grpc.ClientUnaryCall;
  import(argument: _landline_recording_v1_ImportRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_recording_v1_RecordingRef__Output>): grpc.ClientUnaryCall;
  import(argument: _landline_recording_v1_ImportRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_recording_v1_RecordingRef__Output>): grpc.ClientUnaryCall;
  import(argument: _landline_recording_v1_ImportRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_recording_v1_RecordingRef__Output>): grpc.ClientUnaryCall;
  import(argument: _landline_recording_v1_ImportRequest, callback: grpc.requestCallback<_landline_recording_v1_RecordingRef__Output>): grpc.ClientUnaryCall;
  
  Sign(argument: _landline_recording_v1_SignRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_recording_v1_SignResponse__Output>): grpc.ClientUnaryCall;
  Sign(argument: _landline_recording_v1_SignRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_recording_v1_SignResponse__Output>): grpc.ClientUnaryCall;
  Sign(argument: _landline_recording_v1_SignRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_recording_v1_SignResponse__Output>): grpc.ClientUnaryCall;
  Sign(argument: _landline_recording_v1_SignRequest, callback: grpc.requestCallback<_landline_recording_v1_SignResponse__Output>): grpc.ClientUnaryCall;
  sign(argument: _landline_recording_v1_SignRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_recording_v1_SignResponse__Output>): grpc.ClientUnaryCall;
  sign(argument: _landline_recording_v1_SignRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_recording_v1_SignResponse__Output>): grpc.ClientUnaryCall;
  sign(argument: _landline_recording_v1_SignRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_recording_v1_SignResponse__Output>): grpc.ClientUnaryCall;
  sign(argument: _landline_recording_v1_SignRequest, callback: grpc.requestCallback<_landline_recording_v1_SignResponse__Output>): grpc.ClientUnaryCall;
  
  Stat(argument: _landline_recording_v1_StatRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_recording_v1_RecordingInfo__Output>): grpc.ClientUnaryCall;
  Stat(argument: _landline_recording_v1_StatRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_recording_v1_RecordingInfo__Output>): grpc.ClientUnaryCall;
  Stat(argument: _landline_recording_v1_StatRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_recording_v1_RecordingInfo__Output>): grpc.ClientUnaryCall;
  Stat(argument: _landline_recording_v1_StatRequest, callback: grpc.requestCallback<_landline_recording_v1_RecordingInfo__Output>): grpc.ClientUnaryCall;
  stat(argument: _landline_recording_v1_StatRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_recording_v1_RecordingInfo__Output>): grpc.ClientUnaryCall;
  stat(argument: _landline_recording_v1_StatRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_recording_v1_RecordingInfo__Output>): grpc.ClientUnaryCall;
  stat(argument: _landline_recording_v1_StatRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_recording_v1_RecordingInfo__Output>): grpc.ClientUnaryCall;
  stat(argument: _landline_recording_v1_StatRequest, callback: grpc.requestCallback<_landline_recording_v1_RecordingInfo__Output>): grpc.ClientUnaryCall;
  
  Upload(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_recording_v1_RecordingRef__Output>): grpc.ClientWritableStream<_landline_recording_v1_UploadChunk>;
  Upload(metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_recording_v1_RecordingRef__Output>): grpc.ClientWritableStream<_landline_recording_v1_UploadChunk>;
  Upload(options: grpc.CallOptions, callback: grpc.requestCallback<_landline_recording_v1_RecordingRef__Output>): grpc.ClientWritableStream<_landline_recording_v1_UploadChunk>;
  Upload(callback: grpc.requestCallback<_landline_recording_v1_RecordingRef__Output>): grpc.ClientWritableStream<_landline_recording_v1_UploadChunk>;
  upload(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_recording_v1_RecordingRef__Output>): grpc.ClientWritableStream<_landline_recording_v1_UploadChunk>;
  upload(metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_recording_v1_RecordingRef__Output>): grpc.ClientWritableStream<_landline_recording_v1_UploadChunk>;
  upload(options: grpc.CallOptions, callback: grpc.requestCallback<_landline_recording_v1_RecordingRef__Output>): grpc.ClientWritableStream<_landline_recording_v1_UploadChunk>;
  upload(callback: grpc.requestCallback<_landline_recording_v1_RecordingRef__Output>): grpc.ClientWritableStream<_landline_recording_v1_UploadChunk>;
  
}

export interface RecordingServiceHandlers extends grpc.UntypedServiceImplementation {
  Download: grpc.handleServerStreamingCall<_landline_recording_v1_DownloadRequest__Output, _landline_recording_v1_DownloadChunk>;
  
  Import: grpc.handleUnaryCall<_landline_recording_v1_ImportRequest__Output, _landline_recording_v1_RecordingRef>;
  
  Sign: grpc.handleUnaryCall<_landline_recording_v1_SignRequest__Output, _landline_recording_v1_SignResponse>;
  
  Stat: grpc.handleUnaryCall<_landline_recording_v1_StatRequest__Output, _landline_recording_v1_RecordingInfo>;
  
  Upload: grpc.handleClientStreamingCall<_landline_recording_v1_UploadChunk__Output, _landline_recording_v1_RecordingRef>;
  
}

export interface RecordingServiceDefinition extends grpc.ServiceDefinition {
  Download: MethodDefinition<_landline_recording_v1_DownloadRequest, _landline_recording_v1_DownloadChunk, _landline_recording_v1_DownloadRequest__Output, _landline_recording_v1_DownloadChunk__Output>
  Import: MethodDefinition<_landline_recording_v1_ImportRequest, _landline_recording_v1_RecordingRef, _landline_recording_v1_ImportRequest__Output, _landline_recording_v1_RecordingRef__Output>
  Sign: MethodDefinition<_landline_recording_v1_SignRequest, _landline_recording_v1_SignResponse, _landline_recording_v1_SignRequest__Output, _landline_recording_v1_SignResponse__Output>
  Stat: MethodDefinition<_landline_recording_v1_StatRequest, _landline_recording_v1_RecordingInfo, _landline_recording_v1_StatRequest__Output, _landline_recording_v1_RecordingInfo__Output>
  Upload: MethodDefinition<_landline_recording_v1_UploadChunk, _landline_recording_v1_RecordingRef, _landline_recording_v1_UploadChunk__Output, _landline_recording_v1_RecordingRef__Output>
}
