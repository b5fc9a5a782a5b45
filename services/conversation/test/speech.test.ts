import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { AppError } from '@landline/platform';
import { EspeakEngine, wordsPerMinute } from '../src/speech/espeak';
import { OFFLINE_VOICES, offlineDefault } from '../src/speech/offline-catalogue';
import { googleDisplayName, normalizeLanguage, parseGoogleVoiceName, LANGUAGE_CODES } from '../src/speech/engine';
import { ProcessLimiter, runPipeline } from '../src/speech/processes';
import { medianPitch, mpegFrameHeader, probe } from './helpers';

const options = { espeakPath: 'espeak-ng', ffmpegPath: 'ffmpeg', maxProcesses: 2, maxQueue: 16, timeoutMs: 15_000 };
const ENGLISH = 'Thank you for calling the maintenance line. How can I help you today?';
const SPANISH = 'Gracias por llamar. Un técnico llegará mañana entre las nueve y las once de la mañana.';

/** What espeak-ng's own voice says, encoded as the engine encodes: the reference for "the right language". */
function reference(espeakVoice: string, text: string): Buffer {
  const wav = execFileSync('espeak-ng', ['-v', espeakVoice, '-s', '175', '--stdout', '--stdin'], { input: text });
  return execFileSync(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-f', 'wav', '-i', 'pipe:0', '-f', 'mp3', '-codec:a', 'libmp3lame', '-q:a', '5', '-id3v2_version', '0', 'pipe:1'],
    { input: wav },
  );
}

describe('offline catalogue', () => {
  it('has male and female voices in English and Spanish, with stable names and a male default', () => {
    for (const lang of LANGUAGE_CODES) {
      const voices = OFFLINE_VOICES[lang];
      expect(voices.filter((v) => v.naturalGender === 'MALE').length).toBeGreaterThanOrEqual(2);
      expect(voices.filter((v) => v.naturalGender === 'FEMALE').length).toBeGreaterThanOrEqual(2);
      for (const v of voices) {
        expect(v.name).toMatch(new RegExp(`^${lang}-Offline-[A-Z][a-z]+$`));
        expect(v.languageCode).toBe(lang);
        expect(v.displayName).toMatch(/ \(offline, (male|female)\)$/);
      }
      expect(new Set(voices.map((v) => v.name)).size).toBe(voices.length);
      expect(offlineDefault(lang).naturalGender).toBe('MALE');
    }
    expect(OFFLINE_VOICES['en-US'].every((v) => v.espeak.startsWith('en-us+'))).toBe(true);
    expect(OFFLINE_VOICES['es-US'].every((v) => v.espeak.startsWith('es-419+'))).toBe(true);
    expect(offlineDefault('en-US')).toMatchObject({ name: 'en-US-Offline-Michael', displayName: 'Michael (offline, male)', espeak: 'en-us+m3' });
  });

  it('uses espeak-ng variants that this espeak-ng installation has', () => {
    const listed = execFileSync('espeak-ng', ['--voices=variant']).toString();
    const variants = new Set([...listed.matchAll(/!v\/(\S+)/g)].map((m) => m[1]));
    for (const v of Object.values(OFFLINE_VOICES).flat()) expect(variants).toContain(v.variant);
    const languages = execFileSync('espeak-ng', ['--voices']).toString();
    expect(languages).toMatch(/\ben-us\b/);
    expect(languages).toMatch(/\bes-419\b/);
  });
});

describe('voice names and languages', () => {
  it('parses Google voice names and shows them as Google does', () => {
    expect(parseGoogleVoiceName('en-US-Chirp3-HD-Achird')).toEqual({ languageCode: 'en-US', family: 'Chirp3-HD', persona: 'Achird', key: 'Chirp3-HD-Achird' });
    expect(parseGoogleVoiceName('es-US-Neural2-A')).toMatchObject({ languageCode: 'es-US', family: 'Neural2', persona: 'A' });
    expect(parseGoogleVoiceName('en-US-Offline-Michael')).toBeUndefined();
    expect(parseGoogleVoiceName('Achird')).toBeUndefined();
    expect(parseGoogleVoiceName('en-US-Chirp3-HD-Achird; rm -rf /')).toBeUndefined();
    expect(googleDisplayName('en-US-Chirp3-HD-Achird', 'MALE')).toBe('Achird (Chirp3 HD, male)');
  });

  it('accepts en, es, en-US and es-US for a language, nothing else', () => {
    expect(['en', 'EN', 'en-US', 'en-us'].map(normalizeLanguage)).toEqual(['en-US', 'en-US', 'en-US', 'en-US']);
    expect(['es', 'es-US', 'ES-us'].map(normalizeLanguage)).toEqual(['es-US', 'es-US', 'es-US']);
    expect(['fr', 'es-ES', 'en-GB', ''].map(normalizeLanguage)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('maps the speaking rate onto espeak-ng words per minute, within its range', () => {
    expect(wordsPerMinute(1)).toBe(175);
    expect(wordsPerMinute(2)).toBe(350);
    expect(wordsPerMinute(0.25)).toBe(80);
    expect(wordsPerMinute(4)).toBe(450);
  });
});

describe('espeak-ng engine', () => {
  const engine = new EspeakEngine(options);
  afterAll(() => engine.close());

  it('speaks English as a playable MP3', async () => {
    const started = performance.now();
    const mp3 = await engine.synthesize({ text: ENGLISH, languageCode: 'en-US', voiceName: 'en-US-Offline-Michael', speed: 1 });
    const ms = performance.now() - started;
    expect(mpegFrameHeader(mp3)).toEqual({ sync: true, version: '2', layer: 3 });
    const info = probe(mp3);
    expect(info).toMatchObject({ codec: 'mp3', sampleRate: 22050, channels: 1 });
    expect(info.duration).toBeGreaterThan(2);
    expect(info.duration).toBeLessThan(10);
    expect(ms).toBeLessThan(5_000);
    // The measurement the issue asks for: one typical sentence, espeak-ng plus ffmpeg.
    process.stdout.write(`offline synthesis of a ${ENGLISH.length}-character sentence: ${ms.toFixed(0)} ms, ${mp3.length} bytes, ${info.duration.toFixed(2)} s of audio\n`);
  });

  it('speaks Spanish with the Latin American voice, and English with the American one', async () => {
    const spanish = await engine.synthesize({ text: SPANISH, languageCode: 'es-US', voiceName: 'es-US-Offline-Mateo', speed: 1 });
    const english = await engine.synthesize({ text: SPANISH, languageCode: 'en-US', voiceName: 'en-US-Offline-Michael', speed: 1 });
    expect(probe(spanish).codec).toBe('mp3');
    expect(spanish.equals(reference('es-419+m3', SPANISH))).toBe(true);
    expect(english.equals(reference('en-us+m3', SPANISH))).toBe(true);
    expect(spanish.equals(english)).toBe(false);
  });

  it('gives male voices a low and female voices a high pitch, in both languages', async () => {
    for (const lang of LANGUAGE_CODES) {
      const text = lang === 'en-US' ? ENGLISH : SPANISH;
      for (const voice of OFFLINE_VOICES[lang].filter((_, i) => i === 0 || i === 3)) {
        const pitch = medianPitch(await engine.synthesize({ text, languageCode: lang, voiceName: voice.name, speed: 1 }));
        if (voice.naturalGender === 'MALE') expect(pitch).toBeLessThan(140);
        else expect(pitch).toBeGreaterThan(160);
      }
    }
  });

  it('speaks faster at a higher speed', async () => {
    const normal = probe(await engine.synthesize({ text: ENGLISH, languageCode: 'en-US', voiceName: 'en-US-Offline-Emma', speed: 1 })).duration;
    const fast = probe(await engine.synthesize({ text: ENGLISH, languageCode: 'en-US', voiceName: 'en-US-Offline-Emma', speed: 1.5 })).duration;
    expect(fast).toBeLessThan(normal * 0.85);
  });

  it('reads the text from stdin, never as options or shell words', async () => {
    const mp3 = await engine.synthesize({ text: '--version; $(touch /tmp/landline-pwned) `id` -v fr', languageCode: 'en-US', voiceName: 'en-US-Offline-Michael', speed: 1 });
    expect(probe(mp3).duration).toBeGreaterThan(1);
    expect(fs.existsSync('/tmp/landline-pwned')).toBe(false);
  });

  it('refuses voices it does not have, as a 400', async () => {
    const err = await engine.synthesize({ text: 'Hello', languageCode: 'en-US', voiceName: 'es-US-Offline-Mateo', speed: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'invalid_argument', message: 'Unknown voice' });
  });

  it('says so when espeak-ng is not installed', async () => {
    const missing = new EspeakEngine({ ...options, espeakPath: 'espeak-ng-not-installed' });
    const err = await missing.synthesize({ text: 'Hello', languageCode: 'en-US', voiceName: 'en-US-Offline-Michael', speed: 1 }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'unavailable', message: 'The offline speech engine is not installed.' });
    await missing.close();
  });

  it('runs at most maxProcesses syntheses at once', async () => {
    const narrow = new EspeakEngine({ ...options, maxProcesses: 1, maxQueue: 10 });
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, narrow.stats.running)), 1);
    const results = await Promise.all(
      ['One.', 'Two.', 'Three.', 'Four.'].map((text) => narrow.synthesize({ text, languageCode: 'en-US', voiceName: 'en-US-Offline-Grace', speed: 1 })),
    );
    clearInterval(watch);
    expect(results.every((mp3) => mp3.length > 0)).toBe(true);
    expect(peak).toBe(1);
    await narrow.close();
  });
});

describe('process limiter', () => {
  const sleep = { command: 'sleep', args: ['30'] };
  const cat = { command: 'cat', args: [] };

  it('refuses work beyond its queue at once, as resource_exhausted', async () => {
    const limiter = new ProcessLimiter({ maxConcurrent: 1, maxQueue: 0, timeoutMs: 5_000 });
    const first = limiter.run((signal) => runPipeline(sleep, cat, '', signal, 1024)).catch((e: unknown) => e);
    await expect(limiter.run(async () => 'never')).rejects.toMatchObject({ code: 'resource_exhausted', message: 'Speech synthesis is busy. Please try again in a moment.' });
    await limiter.close();
    expect(await first).toMatchObject({ code: 'unavailable', message: 'Speech synthesis is shutting down.' });
  });

  it('kills the processes of a job past its deadline', async () => {
    const limiter = new ProcessLimiter({ maxConcurrent: 1, maxQueue: 1, timeoutMs: 300 });
    const started = Date.now();
    await expect(limiter.run((signal) => runPipeline(sleep, cat, '', signal, 1024))).rejects.toMatchObject({
      code: 'unavailable',
      message: 'Speech synthesis timed out. Please try again.',
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    // The slot frees when runPipeline settles, which it does only once both processes have exited: killed.
    while (limiter.stats.running > 0 && Date.now() - started < 3_000) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(limiter.stats).toEqual({ running: 0, queued: 0 });
    await limiter.close();
  });

  it('times out jobs still waiting for a slot', async () => {
    const limiter = new ProcessLimiter({ maxConcurrent: 1, maxQueue: 1, timeoutMs: 300 });
    // A job slow to stop holds its slot until it has: the one waiting behind it runs out of time in the queue.
    const running = limiter.run(() => new Promise((resolve) => setTimeout(resolve, 600))).catch((e: unknown) => e);
    let ran = false;
    await expect(limiter.run(async () => (ran = true))).rejects.toMatchObject({ message: 'Speech synthesis timed out. Please try again.' });
    expect(limiter.stats).toEqual({ running: 1, queued: 0 });
    await running;
    expect(ran).toBe(false);
    await limiter.close();
  });

  it('on close, fails waiting jobs, kills running ones and refuses new ones', async () => {
    const limiter = new ProcessLimiter({ maxConcurrent: 1, maxQueue: 1, timeoutMs: 60_000 });
    const running = limiter.run((signal) => runPipeline(sleep, cat, '', signal, 1024)).catch((e: unknown) => e);
    const waiting = limiter.run(async () => 'never').catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 100)); // sleep is running
    expect(limiter.stats).toEqual({ running: 1, queued: 1 });
    const started = Date.now();
    await limiter.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await running).toMatchObject({ message: 'Speech synthesis is shutting down.' });
    expect(await waiting).toMatchObject({ message: 'Speech synthesis is shutting down.' });
    await expect(limiter.run(async () => 'after')).rejects.toMatchObject({ message: 'Speech synthesis is shutting down.' });
  });

  it('caps the output it collects', async () => {
    const limiter = new ProcessLimiter({ maxConcurrent: 1, maxQueue: 1, timeoutMs: 5_000 });
    await expect(limiter.run((signal) => runPipeline({ command: 'cat', args: [] }, cat, 'x'.repeat(10_000), signal, 100))).rejects.toThrow(/more than 100 bytes/);
    await limiter.close();
  });
});
