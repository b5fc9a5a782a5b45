/** The parts of the Web Speech API's SpeechRecognition the call uses (not in TypeScript's DOM types). */
interface Recognizer {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { resultIndex: number; results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void) | null;
  onerror: ((event: { error: string; message?: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognizerConstructor = new () => Recognizer;

function recognizerConstructor(): RecognizerConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as { SpeechRecognition?: RecognizerConstructor; webkitSpeechRecognition?: RecognizerConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** Whether this browser has speech recognition at all. */
export function speechRecognitionAvailable(): boolean {
  return recognizerConstructor() !== undefined;
}

/** Errors that are part of normal listening (silence, our own stop) rather than a failure. */
const HARMLESS_RECOGNITION_ERRORS = ['no-speech', 'aborted'];

export interface SpeechInputCallbacks {
  /** A final utterance. */
  onFinal: (text: string) => void;
  /** Interim words while the caller speaks. */
  onInterim?: (text: string) => void;
  /** A recogniser error other than no-speech or aborted. */
  onError: (code: string) => void;
}

/**
 * Continuous speech recognition in the call's locale. The browser ends a session after some silence;
 * it is restarted until the call stops it.
 */
export class SpeechInput {
  private recognizer: Recognizer | null = null;
  private active = false;
  private restarts = 0;

  constructor(
    private readonly locale: string,
    private readonly callbacks: SpeechInputCallbacks,
  ) {}

  /** Starts listening; false when the browser has no speech recognition. */
  start(): boolean {
    const Constructor = recognizerConstructor();
    if (!Constructor) return false;
    const recognizer = new Constructor();
    recognizer.lang = this.locale;
    recognizer.continuous = true;
    recognizer.interimResults = true;
    recognizer.maxAlternatives = 1;
    recognizer.onresult = (event) => {
      let interim = '';
      for (const result of Array.from(event.results).slice(event.resultIndex)) {
        const text = result[0]?.transcript ?? '';
        if (result.isFinal) this.callbacks.onFinal(text);
        else interim += text;
      }
      if (interim) this.callbacks.onInterim?.(interim);
      this.restarts = 0;
    };
    recognizer.onerror = (event) => {
      if (HARMLESS_RECOGNITION_ERRORS.includes(event.error)) return;
      this.active = false;
      this.callbacks.onError(event.error);
    };
    recognizer.onend = () => {
      if (!this.active) return;
      // Chrome ends continuous sessions after silence: listen again (but never spin).
      if (++this.restarts > 50) return;
      try {
        recognizer.start();
      } catch {
        // already started
      }
    };
    this.recognizer = recognizer;
    this.active = true;
    try {
      recognizer.start();
    } catch (error) {
      this.active = false;
      this.callbacks.onError((error as Partial<Error> | null | undefined)?.name || 'start-failed');
    }
    return true;
  }

  stop(): void {
    this.active = false;
    const recognizer = this.recognizer;
    this.recognizer = null;
    if (!recognizer) return;
    recognizer.onresult = null;
    recognizer.onerror = null;
    recognizer.onend = null;
    try {
      recognizer.abort();
    } catch {
      // not running
    }
  }
}
