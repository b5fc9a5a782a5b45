import { AUDIO } from './constants';
import { CallRecorder } from './recorder';
import { VoiceActivityDetector } from './voiceActivity';

/**
 * One call's audio graph: the microphone analysed for barge-in, replies played through a bus that can be
 * ducked while the caller talks over them, and both sides recorded (replies before the ducking).
 */
export class CallAudio {
  readonly context: AudioContext;
  /** Where reply audio (speech, tones) goes. */
  readonly replyBus: GainNode;
  private readonly duck: GainNode;
  private readonly recorder = new CallRecorder();
  private detector: VoiceActivityDetector | null;
  private recording: Promise<Blob | null> | null = null;

  /** Throws when the browser cannot build the graph (the caller reports it as a microphone failure). */
  constructor(
    private readonly stream: MediaStream,
    onVoiceCheck: (confidence: number) => void,
  ) {
    let context: AudioContext;
    try {
      context = new AudioContext({ sampleRate: AUDIO.sampleRate });
    } catch {
      context = new AudioContext();
    }
    this.context = context;
    void context.resume().catch(() => undefined);
    const mic = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 2048;
    analyser.smoothingTimeConstant = 0;
    mic.connect(analyser);

    const mix = context.createMediaStreamDestination();
    mic.connect(mix);
    this.replyBus = context.createGain();
    this.duck = context.createGain();
    this.replyBus.connect(mix);
    this.replyBus.connect(this.duck);
    this.duck.connect(context.destination);

    this.recorder.start(mix.stream);
    this.detector = new VoiceActivityDetector(analyser, onVoiceCheck);
    this.detector.start();
  }

  /** The speakers' level for replies (1 = full). */
  setDuck(gain: number): void {
    try {
      this.duck.gain.setTargetAtTime(gain, this.context.currentTime, 0.05);
    } catch {
      this.duck.gain.value = gain;
    }
  }

  /** Stops listening and recording; the microphone and the context are released once the recording is whole. */
  stop(): Promise<Blob | null> {
    if (this.recording) return this.recording;
    this.detector?.stop();
    this.detector = null;
    this.recording = this.recorder.stop();
    void this.recording.finally(() => {
      this.stream.getTracks().forEach((track) => track.stop());
      void this.context.close().catch(() => undefined);
    });
    return this.recording;
  }
}
