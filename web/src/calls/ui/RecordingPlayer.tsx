import { useEffect, useRef } from 'react';

/**
 * An <audio> player for call recordings. Browser-recorded WebM files carry no duration, so the player
 * would show 0:00 and could not seek: when the duration is unknown, seek far past the end once so the
 * browser measures it, then return to the start.
 */
export function RecordingPlayer({ src }: { src: string }) {
  const audio = useRef<HTMLAudioElement>(null);

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    let measuring = false;
    const onMetadata = () => {
      if (element.duration === Infinity || Number.isNaN(element.duration)) {
        measuring = true;
        element.currentTime = 1e7;
      }
    };
    const onDurationChange = () => {
      if (measuring && Number.isFinite(element.duration)) {
        measuring = false;
        element.currentTime = 0;
      }
    };
    element.addEventListener('loadedmetadata', onMetadata);
    element.addEventListener('durationchange', onDurationChange);
    return () => {
      element.removeEventListener('loadedmetadata', onMetadata);
      element.removeEventListener('durationchange', onDurationChange);
    };
  }, [src]);

  return (
    <audio ref={audio} controls preload="metadata" src={src} style={{ width: '100%' }} data-testid="call-recording">
      Your browser cannot play this recording.
    </audio>
  );
}
