import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defined } from '@landline/platform/testing';

/** ffprobe's view of an audio file: codec, sample rate, channels, duration in seconds. */
export function probe(audio: Buffer): { codec: string; sampleRate: number; channels: number; duration: number } {
  // A file, not a pipe: ffprobe reads the duration from the whole stream.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-'));
  const file = path.join(dir, 'audio.mp3');
  fs.writeFileSync(file, audio);
  let out: Buffer;
  try {
    out = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name,sample_rate,channels:format=duration', '-of', 'json', file]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const json = JSON.parse(out.toString()) as { streams: { codec_name: string; sample_rate: string; channels: number }[]; format: { duration: string } };
  const s = defined(json.streams[0], "an audio stream in ffprobe's output");
  return { codec: s.codec_name, sampleRate: Number(s.sample_rate), channels: s.channels, duration: Number(json.format.duration) };
}

/** The first MPEG audio frame header: sync, MPEG version, layer (III for MP3). */
export function mpegFrameHeader(audio: Buffer): { sync: boolean; version: string; layer: number } {
  let i = 0;
  if (audio.subarray(0, 3).toString('latin1') === 'ID3') {
    const size = ((audio.readUInt8(6) & 0x7f) << 21) | ((audio.readUInt8(7) & 0x7f) << 14) | ((audio.readUInt8(8) & 0x7f) << 7) | (audio.readUInt8(9) & 0x7f);
    i = 10 + size;
  }
  const b1 = audio[i];
  const b2 = audio[i + 1] ?? 0;
  const versions: Record<number, string> = { 0: '2.5', 2: '2', 3: '1' };
  const layers: Record<number, number> = { 1: 3, 2: 2, 3: 1 };
  return { sync: b1 === 0xff && (b2 & 0xe0) === 0xe0, version: versions[(b2 >> 3) & 0x3] ?? 'reserved', layer: layers[(b2 >> 1) & 0x3] ?? 0 };
}

/**
 * The median fundamental frequency (Hz) of an MP3's voiced frames: decoded to 16 kHz PCM by ffmpeg,
 * 40 ms frames, normalised autocorrelation over 60-400 Hz.
 */
export function medianPitch(mp3: Buffer): number {
  const pcm = execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'mp3', '-i', 'pipe:0', '-f', 's16le', '-ac', '1', '-ar', '16000', 'pipe:1'], { input: mp3 });
  const s = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.length / 2));
  const rate = 16000;
  const frame = 640;
  const pitches: number[] = [];
  for (let start = 0; start + frame <= s.length; start += frame / 2) {
    let energy = 0;
    for (const sample of s.subarray(start, start + frame)) energy += sample ** 2;
    if (Math.sqrt(energy / frame) < 1000) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = Math.floor(rate / 400); lag <= Math.ceil(rate / 60); lag++) {
      let c = 0;
      let e1 = 0;
      let e2 = 0;
      for (let i = 0; i + lag < frame; i++) {
        const a = s[start + i] ?? 0;
        const b = s[start + i + lag] ?? 0;
        c += a * b;
        e1 += a * a;
        e2 += b * b;
      }
      const r = c / Math.sqrt(e1 * e2 || 1);
      if (r > best) {
        best = r;
        bestLag = lag;
      }
    }
    if (best > 0.6) pitches.push(rate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)] ?? 0;
}
