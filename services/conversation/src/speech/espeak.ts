import { AppError, type Logger } from '@landline/platform';
import type { LanguageCode, SpeechEngine, SynthesisRequest, Voice } from './engine';
import { OFFLINE_VOICES, offlineVoice } from './offline-catalogue';
import { ProcessFailed, ProcessLimiter, runPipeline } from './processes';

export interface EspeakOptions {
  espeakPath: string;
  ffmpegPath: string;
  maxProcesses: number;
  maxQueue: number;
  timeoutMs: number;
}

/** espeak-ng's normal rate in words per minute, and the range it accepts. */
const BASE_WPM = 175;
const MIN_WPM = 80;
const MAX_WPM = 450;
const MAX_MP3_BYTES = 16 * 1024 * 1024;

/** Control characters other than tab and newline mean nothing to a speaker. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

export const wordsPerMinute = (speed: number) => Math.round(Math.min(MAX_WPM, Math.max(MIN_WPM, BASE_WPM * speed)));

/**
 * The offline engine: `espeak-ng -v <voice> -s <wpm> --stdout` reads the text on stdin and writes WAV,
 * which `ffmpeg` encodes to MP3 (libmp3lame, VBR quality 5). Processes are bounded by a ProcessLimiter.
 */
export class EspeakEngine implements SpeechEngine {
  readonly name = 'espeak-ng' as const;
  private readonly limiter: ProcessLimiter;

  constructor(
    private readonly options: EspeakOptions,
    private readonly logger?: Logger,
  ) {
    this.limiter = new ProcessLimiter({ maxConcurrent: options.maxProcesses, maxQueue: options.maxQueue, timeoutMs: options.timeoutMs });
  }

  get stats() {
    return this.limiter.stats;
  }

  async listVoices(languageCode: LanguageCode): Promise<Voice[]> {
    return OFFLINE_VOICES[languageCode].map(({ name, displayName, languageCode: lang, naturalGender }) => ({ name, displayName, languageCode: lang, naturalGender }));
  }

  counterpart(voiceName: string, languageCode: LanguageCode): string | undefined {
    const voice = offlineVoice(voiceName);
    if (!voice) return undefined;
    return OFFLINE_VOICES[languageCode].find((v) => v.variant === voice.variant)?.name;
  }

  async synthesize(request: SynthesisRequest): Promise<Buffer> {
    const voice = offlineVoice(request.voiceName);
    if (!voice || voice.languageCode !== request.languageCode) throw new AppError('invalid_argument', 'Unknown voice');
    const text = request.text.replace(CONTROL, ' ');
    const espeak = {
      command: this.options.espeakPath,
      args: ['-v', voice.espeak, '-s', String(wordsPerMinute(request.speed)), '--stdout', '--stdin'],
    };
    const ffmpeg = {
      command: this.options.ffmpegPath,
      // No ID3 tag: the stream starts with an MPEG audio frame (its Xing header carries the duration).
      args: ['-hide_banner', '-loglevel', 'error', '-f', 'wav', '-i', 'pipe:0', '-f', 'mp3', '-codec:a', 'libmp3lame', '-q:a', '5', '-id3v2_version', '0', 'pipe:1'],
    };
    try {
      const mp3 = await this.limiter.run((signal) => runPipeline(espeak, ffmpeg, text, signal, MAX_MP3_BYTES));
      if (mp3.length === 0) throw new Error('ffmpeg produced no audio');
      return mp3;
    } catch (err) {
      if (err instanceof AppError) throw err;
      this.logger?.error({ err, voice: voice.espeak }, 'offline speech synthesis failed');
      const missing = err instanceof ProcessFailed && err.exitCode === null && err.signalName === null;
      throw new AppError('unavailable', missing ? 'The offline speech engine is not installed.' : 'Speech synthesis failed. Please try again.');
    }
  }

  close(): Promise<void> {
    return this.limiter.close();
  }
}
