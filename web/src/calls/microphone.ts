import { AUDIO, CALL_MESSAGES, MIC_CHECK_MESSAGES } from './constants';

/** Audio capture for calls: 48 kHz mono with echo cancellation, noise suppression and auto gain. */
const CAPTURE_CONSTRAINTS: MediaStreamConstraints = {
  audio: {
    sampleRate: AUDIO.sampleRate,
    channelCount: AUDIO.channelCount,
    echoCancellation: true,
    noiseSuppression: true,
    autoGainControl: true,
  },
  video: false,
};

/** The browser's media devices: absent outside a secure context (plain HTTP), and in old browsers, as may be their methods. */
const mediaDevices = () => (navigator as { mediaDevices?: Partial<MediaDevices> }).mediaDevices;

const errorName = (error: unknown) => (error && typeof error === 'object' && 'name' in error && typeof error.name === 'string' ? error.name : '');
const errorMessage = (error: unknown) =>
  error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message ? error.message : errorName(error) || String(error);

/** The microphone check's message for a getUserMedia failure. */
export function micCheckMessage(error: unknown): string {
  switch (errorName(error)) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return MIC_CHECK_MESSAGES.denied;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return MIC_CHECK_MESSAGES.notFound;
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return MIC_CHECK_MESSAGES.inUse;
    default:
      return MIC_CHECK_MESSAGES.unavailable;
  }
}

/** A microphone failure during a call. */
export function inCallMicMessage(error: unknown): string {
  const name = errorName(error);
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError') return CALL_MESSAGES.micDenied;
  return CALL_MESSAGES.micUnexpected(errorMessage(error));
}

export type MicCheckResult = { ok: true } | { ok: false; message: string };

/**
 * The demo's microphone check: a microphone must exist and open. The stream is released at once; the
 * call opens its own with the capture constraints.
 */
export async function checkMicrophone(): Promise<MicCheckResult> {
  const devices = mediaDevices();
  if (!devices?.getUserMedia) return { ok: false, message: MIC_CHECK_MESSAGES.unavailable };
  try {
    if (devices.enumerateDevices) {
      const list = await devices.enumerateDevices();
      if (!list.some((device) => device.kind === 'audioinput')) return { ok: false, message: MIC_CHECK_MESSAGES.notFound };
    }
  } catch {
    // Listing devices is only a hint; opening the microphone decides.
  }
  try {
    const stream = await devices.getUserMedia({ audio: true });
    const live = stream.getAudioTracks().some((track) => track.readyState === 'live');
    stream.getTracks().forEach((track) => track.stop());
    if (!live) return { ok: false, message: MIC_CHECK_MESSAGES.inUse };
    return { ok: true };
  } catch (error) {
    return { ok: false, message: micCheckMessage(error) };
  }
}

/** Opens the microphone for a call (throws the browser's error). */
export async function openMicrophone(): Promise<MediaStream> {
  const devices = mediaDevices();
  if (!devices?.getUserMedia) throw new DOMException('Microphone capture is not available in this browser', 'NotSupportedError');
  return devices.getUserMedia(CAPTURE_CONSTRAINTS);
}
