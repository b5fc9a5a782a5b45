import type { CallAudio } from '../callAudio';
import { dtmfFrequencies } from './dialing';

/** A keypad key's tone (150 ms of its two DTMF frequencies), played to the caller and into the recording. */
export function playDtmfTone(audio: CallAudio, key: string): void {
  const frequencies = dtmfFrequencies(key);
  if (!frequencies) return;
  const { context, replyBus: output } = audio;
  const gain = context.createGain();
  gain.gain.value = 0.08;
  gain.connect(output);
  const stopAt = context.currentTime + 0.15;
  for (const frequency of frequencies) {
    const oscillator = context.createOscillator();
    oscillator.frequency.value = frequency;
    oscillator.connect(gain);
    oscillator.start();
    oscillator.stop(stopAt);
    oscillator.onended = () => oscillator.disconnect();
  }
}
