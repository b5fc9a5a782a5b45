// The browser call engine's pure rules: the state machine, the SSE parser, the sentence chunker, the
// emergency wording, interruption detection and ducking, call ids, microphone messages, recording
// formats and the call views' formatting.
import { toDate } from '../src/api/serverTime';
import { acceptsTurns, isLive, transition } from '../src/calls/callMachine';
import { CALL_MESSAGES, CALL_STATE_LABELS, MIC_CHECK_MESSAGES, TEST_INDICATOR_LABELS, testIndicatorOf } from '../src/calls/constants';
import { mentionsEmergencyTeam } from '../src/calls/emergency';
import { callIdName, webCallId } from '../src/calls/callRecord';
import { inCallMicMessage, micCheckMessage } from '../src/calls/microphone';
import { recordingMimeType, uploadContentType } from '../src/calls/recorder';
import { SentenceChunker } from '../src/calls/sentences';
import { synthesisTimeoutMs } from '../src/calls/speaker';
import { readServerSentEvents } from '../src/calls/sse';
import { bandLevel, duckedGain, isInterruption, NoiseFloor, speechBandBins, voiceConfidence } from '../src/calls/voiceActivity';
import {
  callDuration,
  callerOf,
  callPreview,
  callStatus,
  callTemplateType,
  downloadUrl,
  formatDateTime,
  formatDuration,
  previewWithEllipsis,
  showingText,
  sourceLabel,
  transferCount,
} from '../src/pages/calls/callRules';
import type { Call } from '@landline/api';
import { partial } from './partial';

describe('call states', () => {
  test('labels: IDLE shows none, the others as the spec words them', () => {
    expect(CALL_STATE_LABELS).toEqual({
      IDLE: null,
      CONNECTING: 'Connecting...',
      LISTENING: 'Listening...',
      THINKING: 'Thinking...',
      SPEAKING: 'Speaking...',
      TRANSFERRING: 'Transferring...',
      ENDED: 'Call Ended',
    });
    expect(Object.values(TEST_INDICATOR_LABELS)).toEqual(['Idle', 'Connecting', 'Listening', 'Thinking', 'Speaking', 'Call Ended']);
    expect(testIndicatorOf('IDLE')).toBe('idle');
    expect(testIndicatorOf('SPEAKING')).toBe('speaking');
    expect(testIndicatorOf('ENDED')).toBe('ended');
  });

  test('the call flow: connecting, thinking, speaking, listening, thinking again', () => {
    let s = transition('IDLE', 'start');
    expect(s).toBe('CONNECTING');
    expect(transition(s, 'utterance')).toBe('CONNECTING');
    s = transition(s, 'micReady');
    expect(s).toBe('THINKING');
    s = transition(s, 'audioStarted');
    expect(s).toBe('SPEAKING');
    s = transition(s, 'replyFinished');
    expect(s).toBe('LISTENING');
    s = transition(s, 'utterance');
    expect(s).toBe('THINKING');
  });

  test('interruption returns SPEAKING to LISTENING only', () => {
    expect(transition('SPEAKING', 'interrupt')).toBe('LISTENING');
    expect(transition('THINKING', 'interrupt')).toBe('THINKING');
    expect(transition('LISTENING', 'interrupt')).toBe('LISTENING');
  });

  test('every live state ends; an ended call stays ended; transfers start from a stopped call', () => {
    for (const state of ['CONNECTING', 'LISTENING', 'THINKING', 'SPEAKING', 'TRANSFERRING'] as const) {
      expect(transition(state, 'end')).toBe('ENDED');
    }
    expect(transition('ENDED', 'end')).toBe('ENDED');
    expect(transition('IDLE', 'end')).toBe('IDLE');
    expect(transition('ENDED', 'transfer')).toBe('TRANSFERRING');
    expect(transition('TRANSFERRING', 'transferFailed')).toBe('ENDED');
    expect(isLive('LISTENING')).toBe(true);
    expect(isLive('ENDED')).toBe(false);
    expect(acceptsTurns('LISTENING')).toBe(true);
    expect(acceptsTurns('SPEAKING')).toBe(true);
    expect(acceptsTurns('THINKING')).toBe(false);
  });
});

describe('Server-Sent Events', () => {
  test('events split across chunks, with CRLF, comments and multi-line data', async () => {
    const chunks = ['event: token\ndata: {"text":"Hel', 'lo"}\n\n: keep-alive\n\nevent: done\r\ndata: a\r\n', 'data: b\r\n\r\n'];
    const body = new ReadableStream<Uint8Array<ArrayBuffer>>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
    const events = [];
    for await (const event of readServerSentEvents(body)) events.push(event);
    expect(events).toEqual([
      { event: 'token', data: '{"text":"Hello"}' },
      { event: 'done', data: 'a\nb' },
    ]);
  });
});

describe('sentence chunking for early speech', () => {
  test('the first sentence alone, then larger groups, then the rest', () => {
    const chunker = new SentenceChunker(40);
    const pieces: string[] = [];
    for (const token of ['Thank you for calling. ', 'This call may ', 'be recorded. ', 'How can I ', 'help you today? ', 'Take your time.']) {
      pieces.push(...chunker.push(token));
    }
    pieces.push(...chunker.flush());
    expect(pieces).toEqual(['Thank you for calling.', 'This call may be recorded. How can I help you today?', 'Take your time.']);
    expect(pieces.join(' ')).toBe('Thank you for calling. This call may be recorded. How can I help you today? Take your time.');
  });

  test('no sentence end: everything comes at the end', () => {
    const chunker = new SentenceChunker();
    expect(chunker.push('4 1 5, 5 5 5')).toEqual([]);
    expect(chunker.flush()).toEqual(['4 1 5, 5 5 5']);
    expect(chunker.flush()).toEqual([]);
  });
});

describe('the emergency line of the maintenance demo employees', () => {
  test('English and Spanish wording', () => {
    expect(mentionsEmergencyTeam("Got it. I'm transferring you to our emergency team now.")).toBe(true);
    expect(mentionsEmergencyTeam('Le voy a transferir con nuestro equipo de emergencias ahora.')).toBe(true);
    expect(mentionsEmergencyTeam('Is this an emergency?')).toBe(false);
    expect(mentionsEmergencyTeam('El equipo de mantenimiento le llamará.')).toBe(false);
  });
});

describe('interruption detection and ducking (spec section 9)', () => {
  test('the speech band 300-3400 Hz in analyser bins', () => {
    expect(speechBandBins(48_000, 2048)).toEqual({ first: 12, last: 146 });
    const data = new Uint8Array(1024);
    data.fill(100, 12, 147);
    expect(bandLevel(data, { first: 12, last: 146 })).toBe(100);
  });

  test('confidence above 60 interrupts; ducking 0.1 / 0.5 / 0.85 by confidence, full volume in silence', () => {
    expect(voiceConfidence(13, 20)).toBe(65);
    expect(isInterruption(61)).toBe(true);
    expect(isInterruption(60)).toBe(false);
    expect(duckedGain(0)).toBe(1);
    expect(duckedGain(10)).toBe(0.85);
    expect(duckedGain(20)).toBe(0.85);
    expect(duckedGain(21)).toBe(0.5);
    expect(duckedGain(40)).toBe(0.5);
    expect(duckedGain(41)).toBe(0.1);
    expect(voiceConfidence(0, 0)).toBe(0);
  });

  test('the noise threshold starts at 35 and rises above a noisy room', () => {
    const floor = new NoiseFloor();
    expect(floor.threshold()).toBe(35);
    floor.update(5);
    expect(floor.threshold()).toBe(35);
    const noisy = new NoiseFloor(1);
    noisy.update(60);
    expect(noisy.threshold()).toBe(75);
  });

  test('speech synthesis fallback timeout: 100 ms per character plus 2 s', () => {
    expect(synthesisTimeoutMs('Hello there')).toBe(3100);
  });
});

describe('call ids and recordings', () => {
  test("'web-test-<name>-<start>' signed in, 'web-demo-<name>-<start>' anonymously", () => {
    expect(webCallId(false, 'sarah', 1_700_000_000_000)).toBe('web-demo-sarah-1700000000000');
    expect(webCallId(true, 'Riley Nights', 1_700_000_000_000)).toBe('web-test-riley-nights-1700000000000');
    expect(callIdName('Sofía')).toBe('sofia');
    expect(callIdName('  ')).toBe('agent');
  });

  test('webm with opus when supported, else mp4', () => {
    expect(recordingMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(recordingMimeType((t) => t === 'audio/mp4')).toBe('audio/mp4');
    expect(recordingMimeType(() => false)).toBe('');
    expect(uploadContentType('audio/webm;codecs=opus')).toBe('audio/webm');
    expect(uploadContentType('audio/mp4;codecs=mp4a.40.2')).toBe('audio/mp4');
  });
});

describe('microphone messages (spec section 8)', () => {
  const error = (name: string, message = '') => Object.assign(new Error(message), { name });
  test('the check', () => {
    expect(micCheckMessage(error('NotFoundError'))).toBe(MIC_CHECK_MESSAGES.notFound);
    expect(micCheckMessage(error('NotAllowedError'))).toBe('Microphone access was denied. Please enable it in your browser settings and refresh the page.');
    expect(micCheckMessage(error('NotReadableError'))).toBe('Could not start the selected microphone. It might be in use by another application.');
    expect(micCheckMessage(error('TypeError'))).toBe("Could not access microphone. Please ensure it's connected and permissions are granted.");
  });
  test('during a call', () => {
    expect(inCallMicMessage(error('NotAllowedError'))).toBe(CALL_MESSAGES.micDenied);
    expect(inCallMicMessage(error('NotReadableError', 'Device in use'))).toBe(
      'An unexpected error occurred while accessing your microphone: Device in use. Please ensure permissions are granted and try again.',
    );
  });
});

describe('call views', () => {
  const call = partial<Call>({
    id: 'web-test-riley-1',
    callType: 'web_test',
    callSource: 'web',
    templateType: 'maintenance',
    startTime: '2025-11-21T15:04:05.000Z',
    endTime: '2025-11-21T15:05:20.000Z',
    transcript: [{ role: 'model', text: 'x'.repeat(150), timestamp: null }],
    transfers: [],
    // Neither the duration nor the metrics' one: the length comes from the times.
    metrics: {},
  });

  test('durations as m:ss, from the duration or the times', () => {
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(undefined)).toBe('0:00');
    expect(callDuration(call)).toBe(75);
    expect(callDuration({ ...call, duration: 12 })).toBe(12);
  });

  test("dates from ISO text; 'Invalid Date' when missing", () => {
    expect(toDate('1970-01-01T00:00:01.000Z')?.getTime()).toBe(1000);
    expect(formatDateTime(null)).toBe('Invalid Date');
    expect(formatDateTime('nonsense')).toBe('Invalid Date');
  });

  test('status when absent: completed with an end time, else in-progress', () => {
    expect(callStatus(call)).toBe('completed');
    expect(callStatus({ ...call, endTime: null })).toBe('in-progress');
    expect(callStatus({ ...call, status: 'failed' })).toBe('failed');
  });

  test('source labels', () => {
    expect(sourceLabel({ ...call, callType: 'phone_customer' })).toBe('Phone Call');
    expect(sourceLabel({ ...call, callType: 'phone_test' })).toBe('Phone Test');
    expect(sourceLabel({ ...call, callType: 'web_demo' })).toBe('Web Demo');
    expect(sourceLabel(call)).toBe('Agent Test');
  });

  test('preview: the first 100 characters of the first message', () => {
    expect(callPreview(call)).toBe('x'.repeat(100));
    expect(previewWithEllipsis(call)).toBe(`${'x'.repeat(100)}…`);
    expect(callPreview({ ...call, firstMessagePreview: 'Hello' })).toBe('Hello');
  });

  test('caller, transfers, type, download link and paging text', () => {
    expect(callerOf({ ...call, from: { phoneNumber: '+14155550100' } })).toBe('(415) 555-0100');
    expect(transferCount({ ...call, transferCount: 2 })).toBe(2);
    expect(callTemplateType({ ...call, templateType: '', employee: 'marcus' })).toBe('emergency');
    expect(downloadUrl('/api/recordings/x?token=a')).toBe('/api/recordings/x?token=a&download=1');
    expect(downloadUrl('/api/recordings/x')).toBe('/api/recordings/x?download=1');
    expect(showingText(1, 10, 12)).toBe('Showing 1 to 10 of 12 calls');
    expect(showingText(2, 10, 12)).toBe('Showing 11 to 12 of 12 calls');
    expect(showingText(1, 20, 12)).toBe('Showing 1 to 12 of 12 calls');
  });
});
