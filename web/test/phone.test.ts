// The phone simulator's pure rules: the dial pad and its display, call durations, DTMF tones, and the
// ConversationRelay messages the browser sends and reads standing in for Twilio.
import type { SandboxCall } from '@landline/api';
import { cleanDialled, DIAL_KEYS, dtmfFrequencies, formatCallDuration, formatDialled, toE164 } from '../src/calls/phone/dialing';
import { dtmfMessage, interruptMessage, languageOfLocale, parseHandoff, parseRelayMessage, promptMessage, setupMessage, voiceForLocale } from '../src/calls/phone/relayProtocol';

describe('dial pad', () => {
  it('has the 3x4 keys with their letters', () => {
    expect(DIAL_KEYS.map((k) => k.key).join('')).toBe('123456789*0#');
    expect(DIAL_KEYS.find((k) => k.key === '7')?.letters).toBe('PQRS');
    expect(DIAL_KEYS.find((k) => k.key === '0')?.letters).toBe('+');
  });

  it('keeps digits, * and # and a leading plus of what is typed or pasted', () => {
    expect(cleanDialled('(512) 555-0100')).toBe('5125550100');
    expect(cleanDialled(' +1 512-555-0100 ')).toBe('+15125550100');
    expect(cleanDialled('12+34')).toBe('1234');
    expect(cleanDialled('*72#')).toBe('*72#');
    expect(cleanDialled('1'.repeat(30))).toHaveLength(16);
  });

  it('turns a dialled string into E.164 (10 digits are a US number)', () => {
    expect(toE164('5125550100')).toBe('+15125550100');
    expect(toE164('15125550100')).toBe('+15125550100');
    expect(toE164('(512) 555-0100')).toBe('+15125550100');
    expect(toE164('+442071838750')).toBe('+442071838750');
    expect(toE164('+0123')).toBeNull();
    expect(toE164('555')).toBeNull();
    expect(toE164('*72')).toBeNull();
    expect(toE164('')).toBeNull();
  });

  it('formats the display as a US number grows', () => {
    expect(formatDialled('')).toBe('');
    expect(formatDialled('5')).toBe('(5');
    expect(formatDialled('5125')).toBe('(512) 5');
    expect(formatDialled('5125550100')).toBe('(512) 555-0100');
    expect(formatDialled('+15125550100')).toBe('+1 (512) 555-0100');
    expect(formatDialled('+442071838750')).toBe('+442071838750');
    expect(formatDialled('*72#')).toBe('*72#');
  });

  it('shows call durations as m:ss or h:mm:ss', () => {
    expect(formatCallDuration(0)).toBe('0:00');
    expect(formatCallDuration(12.7)).toBe('0:12');
    expect(formatCallDuration(725)).toBe('12:05');
    expect(formatCallDuration(3723)).toBe('1:02:03');
    expect(formatCallDuration(-3)).toBe('0:00');
  });

  it('plays the standard DTMF pair of each key', () => {
    expect(dtmfFrequencies('1')).toEqual([697, 1209]);
    expect(dtmfFrequencies('5')).toEqual([770, 1336]);
    expect(dtmfFrequencies('9')).toEqual([852, 1477]);
    expect(dtmfFrequencies('*')).toEqual([941, 1209]);
    expect(dtmfFrequencies('0')).toEqual([941, 1336]);
    expect(dtmfFrequencies('#')).toEqual([941, 1477]);
    expect(dtmfFrequencies('A')).toBeNull();
  });
});

describe('ConversationRelay messages', () => {
  const call: SandboxCall = {
    callSid: 'CA0123456789abcdef0123456789abcdef',
    from: '+15555550100',
    to: '+15125550100',
    status: 'in-progress',
    relayUrl: 'ws://localhost:1/twilio/relay?token=t',
    welcomeGreeting: 'Hello.',
    welcomeGreetingInterruptible: 'any',
    partialPrompts: true,
    language: 'en-US',
    voice: 'en-US-Chirp3-HD-Achird',
    languages: [
      { code: 'en-US', voice: 'en-US-Chirp3-HD-Achird' },
      { code: 'es-US', voice: 'es-US-Chirp3-HD-Achird' },
    ],
    parameters: { agentId: 'a1', callId: 'CA0123456789abcdef0123456789abcdef' },
    say: [],
    agentId: 'a1',
    twiml: '<Response/>',
    dial: null,
  };

  it('sends setup with the call and its parameters, then prompts, interrupts and digits', () => {
    expect(setupMessage(call)).toMatchObject({
      type: 'setup',
      callSid: call.callSid,
      from: '+15555550100',
      to: '+15125550100',
      direction: 'inbound',
      customParameters: { agentId: 'a1', callId: call.callSid },
    });
    expect(promptMessage('My sink leaks.', 'en-US')).toEqual({ type: 'prompt', voicePrompt: 'My sink leaks.', lang: 'en-US', last: true });
    expect(interruptMessage('I am sorry', 1234.4)).toEqual({ type: 'interrupt', utteranceUntilInterrupt: 'I am sorry', durationUntilInterruptMs: 1234 });
    expect(interruptMessage('', -5).durationUntilInterruptMs).toBe(0);
    expect(dtmfMessage('#')).toEqual({ type: 'dtmf', digit: '#' });
  });

  it('reads text, language, end and error messages; anything else is not fatal', () => {
    expect(parseRelayMessage('{"type":"text","token":"Hi. ","last":false,"lang":"en-US"}')).toEqual({ type: 'text', token: 'Hi. ', last: false, lang: 'en-US' });
    expect(parseRelayMessage('{"type":"text","token":"","last":true}')).toEqual({ type: 'text', token: '', last: true, lang: '' });
    expect(parseRelayMessage('{"type":"language","ttsLanguage":"es-US","transcriptionLanguage":"es-US"}')).toEqual({
      type: 'language',
      ttsLanguage: 'es-US',
      transcriptionLanguage: 'es-US',
    });
    expect(parseRelayMessage('{"type":"end","handoffData":"{}"}')).toEqual({ type: 'end', handoffData: '{}' });
    expect(parseRelayMessage('{"type":"error","description":"bad"}')).toEqual({ type: 'error', description: 'bad' });
    expect(parseRelayMessage('{"type":"play","source":"x"}')).toEqual({ type: 'other', name: 'play' });
    expect(parseRelayMessage('not json')).toBeNull();
    expect(parseRelayMessage('[1]')).toBeNull();
    expect(parseRelayMessage('{"token":"x"}')).toBeNull();
  });

  it('reads the handoff data of end: transfer, message or hang up', () => {
    expect(parseHandoff('{"kind":"transfer","reason":"emergency","callSid":"CA1"}')).toEqual({ kind: 'transfer', reason: 'emergency' });
    expect(parseHandoff('{"kind":"message","reason":"engine_unavailable"}')).toEqual({ kind: 'message', reason: 'engine_unavailable' });
    expect(parseHandoff('{"kind":"handover","reason":"shutdown"}')).toEqual({ kind: 'handover', reason: 'shutdown' });
    expect(parseHandoff('{"kind":"hangup","reason":"completed"}')).toEqual({ kind: 'hangup', reason: 'completed' });
    expect(parseHandoff('{"kind":"dance"}')).toEqual({ kind: 'hangup', reason: '' });
    expect(parseHandoff('')).toEqual({ kind: 'hangup', reason: '' });
  });

  it('follows a language switch with the voice of the other language', () => {
    expect(languageOfLocale('es-US')).toBe('es');
    expect(languageOfLocale('en-US')).toBe('en');
    expect(languageOfLocale('')).toBe('en');
    expect(voiceForLocale(call.languages, 'es-US', call.voice)).toBe('es-US-Chirp3-HD-Achird');
    expect(voiceForLocale(call.languages, 'fr-FR', call.voice)).toBe('en-US-Chirp3-HD-Achird');
  });
});
