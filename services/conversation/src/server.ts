import type { ListVoicesRequest__Output } from '@landline/proto/generated/landline/conversation/v1/ListVoicesRequest';
import type { ListVoicesResponse } from '@landline/proto/generated/landline/conversation/v1/ListVoicesResponse';
import type { SynthesizeRequest__Output } from '@landline/proto/generated/landline/conversation/v1/SynthesizeRequest';
import type { SynthesizeResponse } from '@landline/proto/generated/landline/conversation/v1/SynthesizeResponse';
import type { Voices } from './voices';

/**
 * gRPC handlers of ConversationService: translate messages, nothing more. Voices and speech only; the
 * dialog engine (Converse, Chat) and call records (SaveCall, UpdateCallAudio, GetRecentCalls) answer
 * UNIMPLEMENTED until their issue lands.
 */
export function conversationHandlers(voices: Voices) {
  return {
    ListVoices: async (req: ListVoicesRequest__Output): Promise<ListVoicesResponse> => voices.list({ languageCode: req.languageCode, provider: req.provider }),
    Synthesize: async (req: SynthesizeRequest__Output): Promise<SynthesizeResponse> =>
      voices.synthesize({
        text: req.text,
        language: req.language,
        voiceName: req.voiceName,
        employee: req.employee,
        format: req.format,
        provider: req.provider,
        speed: req.speed,
      }),
  };
}
