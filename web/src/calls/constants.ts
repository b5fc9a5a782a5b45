/**
 * The browser call's vocabulary: states and their labels, the spec's fixed texts, timings and the
 * audio constants.
 */

import { EXTRACTION_FAILED } from '@landline/api/constants';
import { ENGINE_LINES } from '@landline/platform/lines';

export type CallState = 'IDLE' | 'CONNECTING' | 'LISTENING' | 'THINKING' | 'SPEAKING' | 'TRANSFERRING' | 'ENDED';

/** The demo dialog's labels; IDLE shows no indicator. */
export const CALL_STATE_LABELS: Record<CallState, string | null> = {
  IDLE: null,
  CONNECTING: 'Connecting...',
  LISTENING: 'Listening...',
  THINKING: 'Thinking...',
  SPEAKING: 'Speaking...',
  TRANSFERRING: 'Transferring...',
  ENDED: 'Call Ended',
};

/** The test page's indicator: idle, connecting, listening, thinking, speaking, ended. */
export type TestIndicator = 'idle' | 'connecting' | 'listening' | 'thinking' | 'speaking' | 'ended';

export const TEST_INDICATOR_LABELS: Record<TestIndicator, string> = {
  idle: 'Idle',
  connecting: 'Connecting',
  listening: 'Listening',
  thinking: 'Thinking',
  speaking: 'Speaking',
  ended: 'Call Ended',
};

/** A transfer is only a demo-dialog state; the test page shows it as thinking. */
export function testIndicatorOf(state: CallState): TestIndicator {
  switch (state) {
    case 'IDLE':
      return 'idle';
    case 'CONNECTING':
      return 'connecting';
    case 'LISTENING':
      return 'listening';
    case 'THINKING':
    case 'TRANSFERRING':
      return 'thinking';
    case 'SPEAKING':
      return 'speaking';
    case 'ENDED':
      return 'ended';
  }
}

// ------------------------------------------------------------------ texts

export const CALL_MESSAGES = {
  chatFailure: ENGINE_LINES.chatFailure.en,
  emptyReply: ENGINE_LINES.emptyReply.en,
  noSpeechRecognition: 'Your browser does not support Speech Recognition. For the best experience, please use a browser like Chrome.',
  micDenied: 'Microphone access was denied. Please enable it in your browser settings and try again.',
  micUnexpected: (detail: string) => `An unexpected error occurred while accessing your microphone: ${detail}. Please ensure permissions are granted and try again.`,
  transferExtractionFailed: EXTRACTION_FAILED,
  emergencyDetected: 'Emergency detected.',
  closingIn: (seconds: number) => `Closing in ${seconds}s...`,
  /** The server prefixes the reply after an interruption with this (the client only says it was interrupted). */
  resumePrefix: ENGINE_LINES.resume.en,
} as const;

/** The microphone check before a demo call. */
export const MIC_CHECK_MESSAGES = {
  notFound: 'No microphone found. Please connect a microphone and try again.',
  denied: 'Microphone access was denied. Please enable it in your browser settings and refresh the page.',
  unavailable: "Could not access microphone. Please ensure it's connected and permissions are granted.",
  inUse: 'Could not start the selected microphone. It might be in use by another application.',
} as const;

// ------------------------------------------------------------------ protocol and timings

/** The message that asks for the greeting (or the continuation of a carried transcript after a transfer). */
export const START_MARKER = '__START__';

/** Spoken or typed input of this many characters or fewer is ignored. */
export const MIN_INPUT_LENGTH = 2;

export const TIMINGS = {
  /** Post-call close countdown. */
  closeCountdownSeconds: 5,
  /** Scroll to the waitlist after a demo dialog closes. */
  waitlistScrollMs: 5_000,
  /** speechSynthesis fallback: 100 ms per character plus 2 s. */
  synthesisMsPerChar: 100,
  synthesisBaseMs: 2_000,
  /** How long the end of a call waits for the recording upload before saving the record without it. */
  uploadWaitBeforeSaveMs: 4_000,
} as const;

export const AUDIO = {
  /** Capture: 48 kHz mono with echo cancellation, noise suppression and auto gain. */
  sampleRate: 48_000,
  channelCount: 1,
  /** The speech band the interruption detector listens to. */
  bandLowHz: 300,
  bandHighHz: 3_400,
  /** Interruption decisions at most once per second. */
  checkIntervalMs: 1_000,
  /** Frames sampled in between (the decision uses the frames of the last second). */
  sampleIntervalMs: 50,
  /** A voice confidence above this interrupts the reply. */
  voiceConfidenceThreshold: 60,
  /** Band level (0-255 analyser scale) a frame must exceed to count as voice. */
  baseNoiseThreshold: 35,
  /** Playback gain while the caller's voice is heard: by confidence above 40, above 20, otherwise. */
  duckGains: { high: 0.1, medium: 0.5, low: 0.85 },
  duckHighAbove: 40,
  duckMediumAbove: 20,
} as const;

/** Speech recognition locale per call language. */
export const RECOGNITION_LOCALE = { en: 'en-US', es: 'es-ES' } as const;

/** The demo configuration: a sample property manager, New York time, weekday hours. */
export const DEMO_CONFIG = {
  companyName: 'Maple Street Property Management',
  timezone: 'America/New_York',
  businessHours: 'Monday-Friday 9:00 AM - 5:00 PM',
} as const;
