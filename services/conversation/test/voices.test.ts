import { AppError } from '@landline/platform';
import { EspeakEngine } from '../src/speech/espeak';
import type { LanguageCode, SpeechEngine, SynthesisRequest, Voice } from '../src/speech/engine';
import { employeeVoiceLookup, MAX_TEXT_LENGTH, MESSAGES, Voices, type SynthesizeInput } from '../src/voices';
import { rejection } from '@landline/platform/testing';

/** The offline catalogue, counting listings and recording what it is asked to speak (no processes). */
class RecordingEngine implements SpeechEngine {
  readonly name = 'espeak-ng' as const;
  private readonly offline = new EspeakEngine({ espeakPath: 'espeak-ng', ffmpegPath: 'ffmpeg', maxProcesses: 1, maxQueue: 0, timeoutMs: 1000 });
  listings = 0;
  failListing = false;
  spoken: SynthesisRequest[] = [];
  async listVoices(languageCode: LanguageCode): Promise<Voice[]> {
    this.listings++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (this.failListing) throw new AppError('unavailable', 'Failed to load voices. Please try again.');
    return this.offline.listVoices(languageCode);
  }
  async synthesize(request: SynthesisRequest): Promise<Buffer> {
    this.spoken.push(request);
    return Buffer.from('mp3');
  }
  counterpart(voiceName: string, languageCode: LanguageCode) {
    return this.offline.counterpart(voiceName, languageCode);
  }
  async close() {}
}

const input = (over: Partial<SynthesizeInput> = {}): SynthesizeInput => ({
  text: 'Hello',
  language: 'en',
  voiceName: '',
  employee: '',
  format: 'mp3',
  provider: 'google',
  ...over,
});

describe('voices: validation', () => {
  const voices = new Voices(new RecordingEngine(), { cacheTtlMs: 60_000 });

  it('lists only en-US and es-US, for provider google or none', async () => {
    expect((await voices.list({ languageCode: 'en-US', provider: 'google' })).engine).toBe('espeak-ng');
    expect((await voices.list({ languageCode: 'es-US', provider: '' })).voices.length).toBeGreaterThan(0);
    for (const languageCode of ['en', 'es', 'fr-FR', 'en-GB', '', 'EN-US']) {
      expect(await rejection(voices.list({ languageCode, provider: 'google' }))).toMatchObject({ code: 'invalid_argument', message: 'Unsupported language code' });
    }
    expect(await rejection(voices.list({ languageCode: 'en-US', provider: 'amazon' }))).toMatchObject({ code: 'invalid_argument', message: 'Unsupported voice provider' });
  });

  it('requires text, bounded to 1000 characters', async () => {
    for (const text of ['', '   \n ']) expect((await rejection(voices.synthesize(input({ text })))).message).toBe('Text is required');
    expect(await rejection(voices.synthesize(input({ text: 'a'.repeat(MAX_TEXT_LENGTH + 1) })))).toMatchObject({
      code: 'invalid_argument',
      message: 'Text is too long',
      details: { maxLength: '1000' },
    });
    await expect(voices.synthesize(input({ text: 'a'.repeat(MAX_TEXT_LENGTH) }))).resolves.toMatchObject({ contentType: 'audio/mpeg' });
    // Characters, not UTF-16 units: 1000 emoji are 1000 characters.
    await expect(voices.synthesize(input({ text: '😀'.repeat(MAX_TEXT_LENGTH) }))).resolves.toMatchObject({ contentType: 'audio/mpeg' });
  });

  it('accepts en, es, en-US and es-US, and answers 400 for other languages, providers, formats and speeds', async () => {
    for (const language of ['en', 'es', 'en-US', 'es-US']) await expect(voices.synthesize(input({ language }))).resolves.toMatchObject({ engine: 'espeak-ng' });
    for (const language of ['fr', 'es-ES', 'english']) expect((await rejection(voices.synthesize(input({ language })))).message).toBe('Unsupported language');
    expect((await rejection(voices.synthesize(input({ provider: 'polly' })))).message).toBe('Unsupported voice provider');
    expect((await rejection(voices.synthesize(input({ format: 'wav' })))).message).toBe('Unsupported audio format');
    for (const speed of [0.1, 5, Number.NaN]) expect((await rejection(voices.synthesize(input({ speed })))).message).toBe(MESSAGES.badSpeed);
    await expect(voices.synthesize(input({ format: '', provider: '' }))).resolves.toMatchObject({ contentType: 'audio/mpeg' });
  });

  it('answers 400 for names that are no voice', async () => {
    for (const voiceName of ['robot', 'en-US-Offline-Nobody', 'fr-FR-Chirp3-HD-Achird', 'en-US-Chirp3-HD-Achird/../../x', 'x'.repeat(500)]) {
      expect(await rejection(voices.synthesize(input({ voiceName })))).toMatchObject({ code: 'invalid_argument', message: 'Unknown voice' });
    }
  });
});

describe('voices: the cache per provider and language', () => {
  it('lists once per language until the TTL passes; concurrent callers share one listing', async () => {
    const engine = new RecordingEngine();
    let now = 1_000_000;
    const voices = new Voices(engine, { cacheTtlMs: 60_000, now: () => now });
    await Promise.all([voices.list({ languageCode: 'en-US', provider: 'google' }), voices.list({ languageCode: 'en-US', provider: '' })]);
    expect(engine.listings).toBe(1);
    await voices.list({ languageCode: 'en-US', provider: 'google' });
    await voices.synthesize(input({ voiceName: 'en-US-Offline-Emma' }));
    expect(engine.listings).toBe(1);
    await voices.list({ languageCode: 'es-US', provider: 'google' });
    expect(engine.listings).toBe(2);
    now += 60_001;
    await voices.list({ languageCode: 'en-US', provider: 'google' });
    expect(engine.listings).toBe(3);
  });

  it('does not keep a failed listing', async () => {
    const engine = new RecordingEngine();
    const voices = new Voices(engine, { cacheTtlMs: 60_000 });
    engine.failListing = true;
    expect((await rejection(voices.list({ languageCode: 'en-US', provider: 'google' }))).message).toBe('Failed to load voices. Please try again.');
    engine.failListing = false;
    expect((await voices.list({ languageCode: 'en-US', provider: 'google' })).voices.length).toBeGreaterThan(0);
    expect(engine.listings).toBe(2);
  });
});

describe('voices: which voice speaks (offline engine)', () => {
  const engine = new RecordingEngine();
  const voices = new Voices(engine, { cacheTtlMs: 60_000 });
  const spoken = async (over: Partial<SynthesizeInput>) => {
    const speech = await voices.synthesize(input(over));
    expect(engine.spoken.at(-1)!.voiceName).toBe(speech.voiceName);
    return [engine.spoken.at(-1)!.languageCode, speech.voiceName];
  };

  it('speaks offline voices as asked, and their twin (same variant) in the other language', async () => {
    expect(await spoken({ voiceName: 'en-US-Offline-Grace' })).toEqual(['en-US', 'en-US-Offline-Grace']);
    expect(await spoken({ language: 'es', voiceName: 'en-US-Offline-Olivia' })).toEqual(['es-US', 'es-US-Offline-Lucia']);
    expect(await spoken({ language: 'en', voiceName: 'es-US-Offline-Carlos' })).toEqual(['en-US', 'en-US-Offline-James']);
  });

  it('maps Google names agents keep to offline voices by language and gender', async () => {
    // The spec's default (male Chirp 3 HD Achird) is each language's default offline voice.
    expect(await spoken({ language: 'en', voiceName: 'en-US-Chirp3-HD-Achird' })).toEqual(['en-US', 'en-US-Offline-Michael']);
    expect(await spoken({ language: 'es', voiceName: 'en-US-Chirp3-HD-Achird' })).toEqual(['es-US', 'es-US-Offline-Mateo']);
    expect(await spoken({ language: 'es', voiceName: 'es-US-Chirp3-HD-Achird' })).toEqual(['es-US', 'es-US-Offline-Mateo']);
    const female = ['en-US-Offline-Olivia', 'en-US-Offline-Emma', 'en-US-Offline-Grace'];
    const male = ['en-US-Offline-Michael', 'en-US-Offline-James', 'en-US-Offline-Daniel'];
    for (const persona of ['Kore', 'Aoede', 'Zephyr', 'Leda']) expect(female).toContain((await spoken({ voiceName: `en-US-Chirp3-HD-${persona}` }))[1]);
    for (const persona of ['Puck', 'Charon', 'Fenrir', 'Orus']) expect(male).toContain((await spoken({ voiceName: `en-US-Chirp3-HD-${persona}` }))[1]);
    // Stable: the same Google voice always maps to the same offline voice.
    expect(await spoken({ voiceName: 'en-US-Chirp3-HD-Kore' })).toEqual(await spoken({ voiceName: 'en-US-Chirp3-HD-Kore' }));
    // A Google voice whose gender is not known offline speaks with the language's default.
    expect(await spoken({ voiceName: 'en-US-Neural2-A' })).toEqual(['en-US', 'en-US-Offline-Michael']);
  });

  it('takes the language from the voice when none is given, else English', async () => {
    expect(await spoken({ language: '', voiceName: 'es-US-Offline-Valeria' })).toEqual(['es-US', 'es-US-Offline-Valeria']);
    expect(await spoken({ language: '', voiceName: 'es-US-Chirp3-HD-Kore' })).toEqual(['es-US', expect.stringMatching(/^es-US-Offline-/)]);
    expect(await spoken({ language: '', voiceName: '' })).toEqual(['en-US', 'en-US-Offline-Michael']);
  });
});

describe("voices: an employee's default voice", () => {
  const templates: { name: string; type: string; title: string; voiceId: string; voiceIds: Record<string, string> }[] = [
    {
      name: 'maintenance',
      type: 'maintenance',
      title: 'Maintenance Coordinator',
      voiceId: 'en-US-Chirp3-HD-Kore',
      voiceIds: { en: 'en-US-Chirp3-HD-Kore', es: 'es-US-Chirp3-HD-Leda' },
    },
    { name: 'emergency', type: 'emergency', title: 'Emergency Dispatcher', voiceId: 'en-US-Chirp3-HD-Charon', voiceIds: {} },
    { name: 'broken', type: 'broken', title: 'Broken', voiceId: 'not-a-voice', voiceIds: {} },
  ];

  it("speaks the employee's template voice for the language when no voice is given", async () => {
    const engine = new RecordingEngine();
    let listings = 0;
    const lookup = employeeVoiceLookup(async () => (listings++, templates));
    const voices = new Voices(engine, { cacheTtlMs: 60_000, employeeVoices: lookup });
    const gender = async (over: Partial<SynthesizeInput>) => {
      const { voiceName } = await voices.synthesize(input(over));
      return (await voices.voices(voiceName.startsWith('es') ? 'es-US' : 'en-US')).find((v) => v.name === voiceName)!.naturalGender;
    };
    expect(await gender({ employee: 'maintenance', language: 'en' })).toBe('FEMALE');
    expect(await gender({ employee: 'Maintenance Coordinator', language: 'es' })).toBe('FEMALE');
    expect(await gender({ employee: 'EMERGENCY', language: 'es' })).toBe('MALE');
    // An explicit voice wins over the employee's.
    expect((await voices.synthesize(input({ employee: 'maintenance', voiceName: 'en-US-Offline-Daniel' }))).voiceName).toBe('en-US-Offline-Daniel');
    // Unknown employees and unusable template voices: the language's default.
    expect((await voices.synthesize(input({ employee: 'nobody' }))).voiceName).toBe('en-US-Offline-Michael');
    expect((await voices.synthesize(input({ employee: 'broken', language: 'es' }))).voiceName).toBe('es-US-Offline-Mateo');
    // A demo employee without a template speaks in the gender of its name.
    expect((await voices.synthesize(input({ employee: 'sarah' }))).voiceName).toBe('en-US-Offline-Olivia');
    expect((await voices.synthesize(input({ employee: 'sofia', language: 'es' }))).voiceName).toBe('es-US-Offline-Lucia');
    expect(listings).toBe(1);
  });

  it('falls back to the language default when the agent service cannot answer', async () => {
    let calls = 0;
    const lookup = employeeVoiceLookup(async () => {
      calls++;
      throw new Error('agent service unavailable');
    });
    const voices = new Voices(new RecordingEngine(), { cacheTtlMs: 60_000, employeeVoices: lookup });
    expect((await voices.synthesize(input({ employee: 'maintenance', language: 'es' }))).voiceName).toBe('es-US-Offline-Mateo');
    expect((await voices.synthesize(input({ employee: 'maintenance' }))).voiceName).toBe('en-US-Offline-Michael');
    expect(calls).toBe(1); // a failed listing is not retried on every request
  });
});
