import { ticketCodeOfScan } from '@tiraj/domain';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { frameReader } from './qr-reader.ts';

/** What stops the camera reading a ticket, said in the language on screen. */
type Problem = 'cameraMissing' | 'cameraDenied' | 'cameraFailed' | 'notACode';

/** A look at a frame every this many ms: quick enough to feel instant, light on a cheap phone. */
const EVERY_MS = 250;

/**
 * The back camera, reading ticket QR codes until one is found. The camera is
 * released when a code is read, when the seller closes it, and when the screen is left.
 */
export function QrScanner({
  onCode,
  onClose,
}: {
  onCode: (code: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('posScreens');
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const found = useEffectEvent((code: string) => onCode(code));

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const stop = () => {
      live = false;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };

    void (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem('cameraMissing');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        const name = error instanceof DOMException ? error.name : '';
        setProblem(
          name === 'NotAllowedError'
            ? 'cameraDenied'
            : name === 'NotFoundError'
              ? 'cameraMissing'
              : 'cameraFailed',
        );
        return;
      }
      if (!live || !video.current) {
        stop();
        return;
      }
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const read = await frameReader();
      const look = async () => {
        if (!live || !video.current) return;
        const text = await read(video.current).catch(() => null);
        // A public link (`…/t/<reference>`) or an older ticket's bare code.
        const code = text ? ticketCodeOfScan(text) : null;
        if (code) {
          stop();
          found(code);
          return;
        }
        if (text) setProblem('notACode');
        timer = setTimeout(() => void look(), EVERY_MS);
      };
      void look();
    })();
    return stop;
  }, []);

  return (
    <div className="cp-scanner">
      <video ref={video} className="cp-video" playsInline muted aria-label={t('check.scanning')} />
      <p className="pk-hint" role="status">
        {problem ? t(`check.${problem}`) : t('check.scanning')}
      </p>
      <button type="button" className="pk-btn pk-btn-quiet" onClick={onClose}>
        {t('check.stopScan')}
      </button>
    </div>
  );
}
