// Original file: proto/landline/conversation/v1/conversation.proto

import type { TranscriptEntry as _landline_conversation_v1_TranscriptEntry, TranscriptEntry__Output as _landline_conversation_v1_TranscriptEntry__Output } from '../../../landline/conversation/v1/TranscriptEntry';

export interface AnalyzeTranscriptRequest {
  'transcript'?: (_landline_conversation_v1_TranscriptEntry)[];
  'language'?: (string);
  'templateType'?: (string);
}

export interface AnalyzeTranscriptRequest__Output {
  'transcript': (_landline_conversation_v1_TranscriptEntry__Output)[];
  'language': (string);
  'templateType': (string);
}
