/** Recording format: webm with opus when supported, otherwise mp4. */
export function recordingMimeType(isTypeSupported: (type: string) => boolean = (t) => MediaRecorder.isTypeSupported(t)): string {
  if (isTypeSupported('audio/webm;codecs=opus')) return 'audio/webm;codecs=opus';
  if (isTypeSupported('audio/mp4')) return 'audio/mp4';
  return '';
}

/** The upload's content type: the container without codec parameters (audio/webm or audio/mp4). */
export function uploadContentType(mimeType: string): string {
  return mimeType.toLowerCase().startsWith('audio/mp4') || mimeType.toLowerCase().startsWith('video/mp4') ? 'audio/mp4' : 'audio/webm';
}

/** Records the mixed call (caller and employee) from a MediaStream. */
export class CallRecorder {
  private recorder: MediaRecorder | null = null;
  private chunks: Blob[] = [];
  private stopped: Promise<Blob | null> | null = null;

  start(stream: MediaStream): boolean {
    if (typeof MediaRecorder === 'undefined') return false;
    try {
      const mimeType = recordingMimeType();
      this.recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      this.recorder.ondataavailable = (event) => {
        if (event.data.size > 0) this.chunks.push(event.data);
      };
      this.recorder.start(1000);
      return true;
    } catch {
      this.recorder = null;
      return false;
    }
  }

  /** Stops and answers the recording (null when nothing was recorded). */
  stop(): Promise<Blob | null> {
    if (this.stopped) return this.stopped;
    const recorder = this.recorder;
    if (!recorder) return (this.stopped = Promise.resolve(null));
    this.stopped = new Promise<Blob | null>((resolve) => {
      const finish = () => {
        const type = uploadContentType(recorder.mimeType || 'audio/webm');
        const blob = this.chunks.length ? new Blob(this.chunks, { type }) : null;
        resolve(blob && blob.size > 0 ? blob : null);
      };
      if (recorder.state === 'inactive') {
        finish();
        return;
      }
      recorder.addEventListener('stop', finish, { once: true });
      try {
        recorder.stop();
      } catch {
        finish();
      }
    });
    return this.stopped;
  }
}
