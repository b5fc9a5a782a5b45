import { registry } from '@landline/platform';
import { conversationConfig } from '../src/config';
import { GoogleEngine, googleClientOptions, toVoiceList } from '../src/speech/google';
import { Voices } from '../src/voices';
import { fakeAudio, startGoogleFake, type GoogleFake } from './google-fake';

/**
 * The Google engine with the real `@google-cloud/text-to-speech` client, sent by its own options
 * (REST fallback, apiEndpoint, port, protocol http) to a local fake of the documented REST API, and
 * authenticated with a service-account key the fake verifies.
 */
describe('Google Cloud Text-to-Speech engine (real client, local REST fake)', () => {
  let fake: GoogleFake | undefined;
  let engine: GoogleEngine | undefined;
  let voices: Voices;

  beforeAll(async () => {
    fake = await startGoogleFake();
    const config = conversationConfig({ GOOGLE_TTS_CREDENTIALS_JSON: fake.credentialsJson, GOOGLE_TTS_ENDPOINT: fake.endpoint });
    expect(config.engine).toBe('google');
    engine = new GoogleEngine({ ...config.google, timeoutMs: 5_000 });
    voices = new Voices(engine, { cacheTtlMs: 60_000 });
  });
  afterAll(async () => {
    await engine?.close();
    await fake?.close();
  });

  it('sends the documented REST requests, signed with the service-account key', async () => {
    const list = await engine!.listVoices('en-US');
    expect(list.length).toBeGreaterThan(0);
    const request = fake!.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'GET', path: '/v1/voices' });
    expect(request.query.get('languageCode')).toBe('en-US');
    expect(request.jwt.iss).toBe('tts@landline-test.iam.gserviceaccount.com');
    expect(googleClientOptions({ endpoint: 'https://eu-texttospeech.googleapis.com' })).toEqual({
      fallback: true,
      apiEndpoint: 'eu-texttospeech.googleapis.com',
      port: 443,
      protocol: 'https',
    });
  });

  it('lists only the voices the phone line speaks (Chirp 3 HD), the default Achird leading, as list items', async () => {
    const { voices: list, engine: name } = await voices.list({ languageCode: 'en-US', provider: 'google' });
    expect(name).toBe('google');
    expect(list[0]).toEqual({ name: 'en-US-Chirp3-HD-Achird', displayName: 'Achird (Chirp3 HD, male)', languageCode: 'en-US', naturalGender: 'MALE' });
    expect(list.map((v) => v.name)).toEqual(['en-US-Chirp3-HD-Achird', 'en-US-Chirp3-HD-Aoede', 'en-US-Chirp3-HD-Kore', 'en-US-Chirp3-HD-Puck']);
    expect(list.find((v) => v.name === 'en-US-Chirp3-HD-Kore')).toMatchObject({ displayName: 'Kore (Chirp3 HD, female)', naturalGender: 'FEMALE' });
    expect(list.find((v) => v.name === 'en-US-Neural2-C')).toBeUndefined();
    const spanish = await voices.list({ languageCode: 'es-US', provider: '' });
    expect(spanish.voices[0]?.name).toBe('es-US-Chirp3-HD-Achird');
    expect(spanish.voices.every((v) => v.languageCode === 'es-US')).toBe(true);
  });

  it("caches each language's list: a second call does not ask Google again", async () => {
    const before = fake!.requests.filter((r) => r.path === '/v1/voices').length;
    await voices.list({ languageCode: 'en-US', provider: 'google' });
    await voices.list({ languageCode: 'es-US', provider: 'google' });
    expect(fake!.requests.filter((r) => r.path === '/v1/voices').length).toBe(before);
  });

  it('synthesizes MP3 with the voice, language and speaking rate asked for', async () => {
    const speech = await voices.synthesize({
      text: 'Hello there',
      language: 'en',
      voiceName: 'en-US-Chirp3-HD-Kore',
      employee: '',
      format: 'mp3',
      provider: 'google',
      speed: 1.25,
    });
    expect(speech).toMatchObject({ contentType: 'audio/mpeg', engine: 'google', voiceName: 'en-US-Chirp3-HD-Kore' });
    expect(speech.audio.equals(fakeAudio('en-US-Chirp3-HD-Kore', 'Hello there'))).toBe(true);
    const request = fake!.requests.at(-1)!;
    expect(request.path).toBe('/v1/text:synthesize');
    expect(request.body).toEqual({
      input: { text: 'Hello there' },
      voice: { languageCode: 'en-US', name: 'en-US-Chirp3-HD-Kore' },
      audioConfig: { audioEncoding: 2, speakingRate: 1.25 },
    });
    // The call to Google is timed as a dependency.
    expect(await registry.getSingleMetricAsString('landline_dependency_duration_seconds')).toMatch(/_count\{peer="google_tts",operation="synthesize",outcome="ok"\} [1-9]/);
  });

  it("speaks the default voice when none is given, and a voice's twin in the other language", async () => {
    expect((await voices.synthesize({ text: 'Hola', language: 'es', voiceName: '', employee: '', format: '', provider: '' })).voiceName).toBe('es-US-Chirp3-HD-Achird');
    expect((await voices.synthesize({ text: 'Hola', language: 'es-US', voiceName: 'en-US-Chirp3-HD-Kore', employee: '', format: '', provider: '' })).voiceName).toBe(
      'es-US-Chirp3-HD-Kore',
    );
    // No es-US twin of Aoede: another female Chirp 3 HD voice.
    expect((await voices.synthesize({ text: 'Hola', language: 'es-US', voiceName: 'en-US-Chirp3-HD-Aoede', employee: '', format: '', provider: '' })).voiceName).toBe(
      'es-US-Chirp3-HD-Kore',
    );
  });

  it('maps offline voice names (agents saved while offline) to Google voices of the same gender', async () => {
    const say = (voiceName: string, language: string) => voices.synthesize({ text: 'Hi', language, voiceName, employee: '', format: '', provider: '' }).then((s) => s.voiceName);
    expect(await say('en-US-Offline-Michael', 'en')).toBe('en-US-Chirp3-HD-Achird');
    expect(['en-US-Chirp3-HD-Aoede', 'en-US-Chirp3-HD-Kore']).toContain(await say('en-US-Offline-Olivia', 'en'));
    expect(await say('en-US-Offline-Olivia', 'en')).toBe(await say('en-US-Offline-Olivia', 'en'));
    expect(await say('es-US-Offline-Lucia', 'es')).toBe('es-US-Chirp3-HD-Kore');
    expect(['es-US-Chirp3-HD-Achird', 'es-US-Chirp3-HD-Charon']).toContain(await say('es-US-Offline-Carlos', 'es'));
  });

  it('answers 400 for voices Google does not have', async () => {
    for (const voiceName of ['en-US-Chirp3-HD-Nobody', 'fr-FR-Chirp3-HD-Achird', 'robot', 'en-US-Offline-Nobody']) {
      await expect(voices.synthesize({ text: 'Hi', language: 'en', voiceName, employee: '', format: '', provider: '' })).rejects.toMatchObject({
        code: 'invalid_argument',
        message: 'Unknown voice',
      });
    }
  });

  it('turns Google failures into a retryable unavailable error, and does not cache a failed list', async () => {
    const fresh = new Voices(engine!, { cacheTtlMs: 60_000 });
    fake!.failNext(403);
    await expect(fresh.list({ languageCode: 'en-US', provider: 'google' })).rejects.toMatchObject({ code: 'unavailable', message: 'Failed to load voices. Please try again.' });
    expect((await fresh.list({ languageCode: 'en-US', provider: 'google' })).voices.length).toBeGreaterThan(0);
    fake!.failNext(403);
    await expect(engine!.synthesize({ text: 'Hi', languageCode: 'en-US', voiceName: 'en-US-Chirp3-HD-Achird', speed: 1 })).rejects.toMatchObject({
      code: 'unavailable',
      message: 'Speech synthesis failed. Please try again.',
    });
  });

  it('keeps only voices of the language with a known gender', () => {
    expect(
      toVoiceList(
        [
          { name: 'en-US-Chirp3-HD-Achird', languageCodes: ['en-US'], ssmlGender: 1 },
          { name: 'en-US-Odd-X', languageCodes: ['en-US'], ssmlGender: 'SSML_VOICE_GENDER_UNSPECIFIED' },
          { name: 'en-GB-Chirp3-HD-Kore', languageCodes: ['en-GB'], ssmlGender: 'FEMALE' },
          { name: 'en-US-Chirp3-HD-Kore', languageCodes: ['en-US'], ssmlGender: 'FEMALE' },
        ],
        'en-US',
      ).map((v) => [v.name, v.naturalGender]),
    ).toEqual([
      ['en-US-Chirp3-HD-Achird', 'MALE'],
      ['en-US-Chirp3-HD-Kore', 'FEMALE'],
    ]);
  });
});

describe('speech configuration', () => {
  it('uses Google when credentials are configured, espeak-ng otherwise, unless TTS_ENGINE says', () => {
    expect(conversationConfig({}).engine).toBe('espeak-ng');
    expect(conversationConfig({ GOOGLE_APPLICATION_CREDENTIALS: '/secrets/key.json' })).toMatchObject({ engine: 'google', google: { credentials: undefined } });
    expect(conversationConfig({ GOOGLE_APPLICATION_CREDENTIALS: '/secrets/key.json', TTS_ENGINE: 'espeak-ng' }).engine).toBe('espeak-ng');
    expect(conversationConfig({ GOOGLE_TTS_CREDENTIALS_JSON: JSON.stringify({ client_email: 'a@b.iam.gserviceaccount.com', private_key: 'k', project_id: 'p' }) })).toMatchObject({
      engine: 'google',
      google: { credentials: { client_email: 'a@b.iam.gserviceaccount.com', private_key: 'k', project_id: 'p' } },
    });
    expect(conversationConfig({ GOOGLE_APPLICATION_CREDENTIALS: '' }).engine).toBe('espeak-ng');
  });

  it('stops on settings that cannot work', () => {
    expect(() => conversationConfig({ TTS_ENGINE: 'google' })).toThrow(/TTS_ENGINE=google needs GOOGLE_TTS_CREDENTIALS_JSON or GOOGLE_APPLICATION_CREDENTIALS/);
    expect(() => conversationConfig({ GOOGLE_TTS_CREDENTIALS_JSON: '{not json' })).toThrow(/GOOGLE_TTS_CREDENTIALS_JSON: not a service-account key/);
    expect(() => conversationConfig({ TTS_ENGINE: 'festival' })).toThrow(/TTS_ENGINE/);
    expect(() => conversationConfig({ TTS_MAX_PROCESSES: '0' })).toThrow(/TTS_MAX_PROCESSES/);
  });
});
