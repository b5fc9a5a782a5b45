// Original file: proto/landline/recording/v1/recording.proto

import type { SignedRecording as _landline_recording_v1_SignedRecording, SignedRecording__Output as _landline_recording_v1_SignedRecording__Output } from '../../../landline/recording/v1/SignedRecording';

export interface SignResponse {
  'recordings'?: (_landline_recording_v1_SignedRecording)[];
}

export interface SignResponse__Output {
  'recordings': (_landline_recording_v1_SignedRecording__Output)[];
}
