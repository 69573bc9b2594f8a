import { VOICE_CONTENT_TYPE, VOICE_FILE_NAME } from '@tiraj/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downmix, encodeWav } from './wav.ts';

/** 16 kHz mono is plenty for a voice and keeps five minutes under the 10 MB limit. */
const VOICE_RATE = 16_000;
const MAX_MS = 5 * 60 * 1000;

/** A recording as the browser made it (WebM/Opus, MP4…), decoded and written as WAV. */
async function toWav(recorded: Blob): Promise<File> {
  // An offline context decodes without an audio output, resampling to its own rate.
  const context = new OfflineAudioContext(1, 1, VOICE_RATE);
  const audio = await context.decodeAudioData(await recorded.arrayBuffer());
  const channels = Array.from({ length: audio.numberOfChannels }, (_, i) =>
    audio.getChannelData(i),
  );
  const wav = encodeWav(downmix(channels), audio.sampleRate);
  return new File([wav], VOICE_FILE_NAME, { type: VOICE_CONTENT_TYPE });
}

/**
 * The record button's microphone: idle or recording (SPEC.md §4). Stopping
 * leaves the voice message ready to send as recording.wav.
 */
export function useRecorder(onError: (message: string) => void) {
  const { t } = useTranslation(['reports', 'common']);
  const [recording, setRecording] = useState(false);
  const [voice, setVoice] = useState<File | null>(null);
  /** whole seconds recorded so far, shown beside the stop button */
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const limit = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clock = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = useCallback(() => {
    clearTimeout(limit.current);
    clearInterval(clock.current);
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      onError(t('chat.microphoneRefused'));
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream);
    media.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    media.onstop = () => {
      clearInterval(clock.current);
      for (const track of stream.getTracks()) track.stop();
      recorder.current = null;
      setRecording(false);
      toWav(new Blob(chunks, { type: media.mimeType }))
        .then(setVoice)
        .catch(() => onError(t('chat.recordingUnreadable')));
    };
    recorder.current = media;
    media.start();
    setVoice(null);
    setRecording(true);
    setSeconds(0);
    const began = Date.now();
    clock.current = setInterval(() => setSeconds(Math.floor((Date.now() - began) / 1000)), 250);
    limit.current = setTimeout(stop, MAX_MS);
  }, [onError, stop, t]);

  // Leaving the screen mid-recording releases the microphone.
  useEffect(() => stop, [stop]);

  return {
    recording,
    seconds,
    voice,
    toggle: () => (recording ? stop() : void start()),
    clear: () => setVoice(null),
  };
}
