import { AUDIO } from './constants';

/**
 * Interruption detection: the microphone's energy in the 300-3400 Hz speech band,
 * sampled every 50 ms and judged at most once per second.
 *
 * - A frame counts as voice when its band level (the analyser's 0-255 scale) exceeds the noise
 *   threshold: the base threshold 35, raised above the room's measured noise floor so a noisy room does
 *   not count as speech.
 * - The voice confidence (0-100) is the share of voiced frames in the last second: sustained speech
 *   scores high, clicks, beeps and short noises score low.
 * - A confidence above 60 interrupts the reply; below that the reply is ducked by confidence.
 */

export interface BandBins {
  first: number;
  last: number;
}

/** The analyser bins covering the speech band. */
export function speechBandBins(sampleRate: number, fftSize: number, lowHz: number = AUDIO.bandLowHz, highHz: number = AUDIO.bandHighHz): BandBins {
  const binHz = sampleRate / fftSize;
  const count = fftSize / 2;
  const first = Math.max(0, Math.floor(lowHz / binHz));
  const last = Math.min(count - 1, Math.ceil(highHz / binHz));
  return { first, last };
}

/** Mean level of the band's bins (0-255). */
export function bandLevel(frequencyData: ArrayLike<number>, bins: BandBins): number {
  let sum = 0;
  for (let i = bins.first; i <= bins.last; i++) sum += frequencyData[i] ?? 0;
  return sum / (bins.last - bins.first + 1);
}

/** Tracks the room's noise floor: follows drops at once, rises slowly (a few seconds). */
export class NoiseFloor {
  private estimate: number | null = null;

  constructor(private readonly riseRate = 0.01) {}

  update(level: number): number {
    if (this.estimate === null || level < this.estimate) this.estimate = level;
    else this.estimate += (level - this.estimate) * this.riseRate;
    return this.estimate;
  }

  /** The level a frame must exceed to count as voice. */
  threshold(margin = 15): number {
    return Math.max(AUDIO.baseNoiseThreshold, (this.estimate ?? 0) + margin);
  }
}

/** Voice confidence 0-100: the share of voiced frames. */
export function voiceConfidence(voicedFrames: number, frames: number): number {
  if (frames <= 0) return 0;
  return Math.round((100 * voicedFrames) / frames);
}

export function isInterruption(confidence: number): boolean {
  return confidence > AUDIO.voiceConfidenceThreshold;
}

/**
 * Playback gain while a reply plays: full when no voice is heard, otherwise ducked by confidence
 * (0.1 above 40, 0.5 above 20, else 0.85).
 */
export function duckedGain(confidence: number): number {
  if (confidence <= 0) return 1;
  if (confidence > AUDIO.duckHighAbove) return AUDIO.duckGains.high;
  if (confidence > AUDIO.duckMediumAbove) return AUDIO.duckGains.medium;
  return AUDIO.duckGains.low;
}

/** Samples an AnalyserNode and reports the voice confidence at most once per check interval. */
export class VoiceActivityDetector {
  private sampleTimer: number | undefined;
  private checkTimer: number | undefined;
  private frames = 0;
  private voiced = 0;
  private readonly floor = new NoiseFloor();
  private readonly data: Uint8Array<ArrayBuffer>;
  private readonly bins: BandBins;

  constructor(
    private readonly analyser: AnalyserNode,
    private readonly onCheck: (confidence: number) => void,
  ) {
    this.data = new Uint8Array(analyser.frequencyBinCount);
    this.bins = speechBandBins(analyser.context.sampleRate, analyser.fftSize);
  }

  start(): void {
    if (this.sampleTimer !== undefined) return;
    this.sampleTimer = window.setInterval(() => this.sample(), AUDIO.sampleIntervalMs);
    this.checkTimer = window.setInterval(() => this.check(), AUDIO.checkIntervalMs);
  }

  stop(): void {
    window.clearInterval(this.sampleTimer);
    window.clearInterval(this.checkTimer);
    this.sampleTimer = undefined;
    this.checkTimer = undefined;
  }

  private sample(): void {
    this.analyser.getByteFrequencyData(this.data);
    const level = bandLevel(this.data, this.bins);
    const threshold = this.floor.threshold();
    const voiced = level > threshold;
    // The floor rises slowly (a few seconds), so a sentence of speech barely moves it but a noisier room does.
    this.floor.update(level);
    this.frames++;
    if (voiced) this.voiced++;
  }

  private check(): void {
    const confidence = voiceConfidence(this.voiced, this.frames);
    this.frames = 0;
    this.voiced = 0;
    this.onCheck(confidence);
  }
}
