/** Call recordings: uploaded by the browser, played and downloaded by their owner or with a signed link. */
import { z } from 'zod';
import { optionalText } from './read';
import { isRecordingCallId, RECORDING_MESSAGES } from './constants';

export const uploadParams = z.object({
  callId: z
    .string()
    .refine(isRecordingCallId, RECORDING_MESSAGES.badCallId)
    .meta({ examples: ['web-test-sarah-1761055200000', 'CA0123456789abcdef0123456789abcdef'] }),
});
export const uploaded = z.object({ key: z.string(), audioUrl: z.string() });

export const playbackParams = z.object({ callId: z.string() });
export const playbackQuery = z.object({
  token: optionalText().meta({ description: "The signed link's token (else the owner's bearer)" }),
  download: optionalText().meta({ description: '1 or true: as an attachment' }),
});

export const recordingAudio = z.string().meta({ format: 'binary', description: 'audio/webm or audio/mp4, with Range support' });
