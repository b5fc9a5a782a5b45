import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from './landline/common/v1/Actor';
import type { Empty as _landline_common_v1_Empty, Empty__Output as _landline_common_v1_Empty__Output } from './landline/common/v1/Empty';
import type { DownloadChunk as _landline_recording_v1_DownloadChunk, DownloadChunk__Output as _landline_recording_v1_DownloadChunk__Output } from './landline/recording/v1/DownloadChunk';
import type { DownloadRequest as _landline_recording_v1_DownloadRequest, DownloadRequest__Output as _landline_recording_v1_DownloadRequest__Output } from './landline/recording/v1/DownloadRequest';
import type { ImportRequest as _landline_recording_v1_ImportRequest, ImportRequest__Output as _landline_recording_v1_ImportRequest__Output } from './landline/recording/v1/ImportRequest';
import type { RecordingInfo as _landline_recording_v1_RecordingInfo, RecordingInfo__Output as _landline_recording_v1_RecordingInfo__Output } from './landline/recording/v1/RecordingInfo';
import type { RecordingRef as _landline_recording_v1_RecordingRef, RecordingRef__Output as _landline_recording_v1_RecordingRef__Output } from './landline/recording/v1/RecordingRef';
import type { RecordingServiceClient as _landline_recording_v1_RecordingServiceClient, RecordingServiceDefinition as _landline_recording_v1_RecordingServiceDefinition } from './landline/recording/v1/RecordingService';
import type { SignRequest as _landline_recording_v1_SignRequest, SignRequest__Output as _landline_recording_v1_SignRequest__Output } from './landline/recording/v1/SignRequest';
import type { SignResponse as _landline_recording_v1_SignResponse, SignResponse__Output as _landline_recording_v1_SignResponse__Output } from './landline/recording/v1/SignResponse';
import type { SignedRecording as _landline_recording_v1_SignedRecording, SignedRecording__Output as _landline_recording_v1_SignedRecording__Output } from './landline/recording/v1/SignedRecording';
import type { StatRequest as _landline_recording_v1_StatRequest, StatRequest__Output as _landline_recording_v1_StatRequest__Output } from './landline/recording/v1/StatRequest';
import type { UploadChunk as _landline_recording_v1_UploadChunk, UploadChunk__Output as _landline_recording_v1_UploadChunk__Output } from './landline/recording/v1/UploadChunk';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  landline: {
    common: {
      v1: {
        Actor: MessageTypeDefinition<_landline_common_v1_Actor, _landline_common_v1_Actor__Output>
        Empty: MessageTypeDefinition<_landline_common_v1_Empty, _landline_common_v1_Empty__Output>
      }
    }
    recording: {
      v1: {
        DownloadChunk: MessageTypeDefinition<_landline_recording_v1_DownloadChunk, _landline_recording_v1_DownloadChunk__Output>
        DownloadRequest: MessageTypeDefinition<_landline_recording_v1_DownloadRequest, _landline_recording_v1_DownloadRequest__Output>
        ImportRequest: MessageTypeDefinition<_landline_recording_v1_ImportRequest, _landline_recording_v1_ImportRequest__Output>
        RecordingInfo: MessageTypeDefinition<_landline_recording_v1_RecordingInfo, _landline_recording_v1_RecordingInfo__Output>
        RecordingRef: MessageTypeDefinition<_landline_recording_v1_RecordingRef, _landline_recording_v1_RecordingRef__Output>
        RecordingService: SubtypeConstructor<typeof grpc.Client, _landline_recording_v1_RecordingServiceClient> & { service: _landline_recording_v1_RecordingServiceDefinition }
        SignRequest: MessageTypeDefinition<_landline_recording_v1_SignRequest, _landline_recording_v1_SignRequest__Output>
        SignResponse: MessageTypeDefinition<_landline_recording_v1_SignResponse, _landline_recording_v1_SignResponse__Output>
        SignedRecording: MessageTypeDefinition<_landline_recording_v1_SignedRecording, _landline_recording_v1_SignedRecording__Output>
        StatRequest: MessageTypeDefinition<_landline_recording_v1_StatRequest, _landline_recording_v1_StatRequest__Output>
        UploadChunk: MessageTypeDefinition<_landline_recording_v1_UploadChunk, _landline_recording_v1_UploadChunk__Output>
      }
    }
  }
}

