/** The browser's own barcode reader (Chrome on Android), where there is one. */
interface NativeBarcodeDetector {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
interface NativeBarcodeDetectorClass {
  new (options: { formats: string[] }): NativeBarcodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** Reads a QR code from the current frame of a video; null when none is seen. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

async function nativeReader(): Promise<FrameReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeBarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

/** Elsewhere a small decoder (about 16 kB gzip), loaded only when the camera opens. */
async function libraryReader(): Promise<FrameReader> {
  const { decodeQR } = await import('qr/decode.js');
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!ctx || !width || !height) return null;
    canvas.width = width;
    canvas.height = height;
    ctx.drawImage(video, 0, 0, width, height);
    try {
      return decodeQR(ctx.getImageData(0, 0, width, height));
    } catch {
      return null; // no QR code in this frame
    }
  };
}

export async function frameReader(): Promise<FrameReader> {
  return (await nativeReader()) ?? libraryReader();
}
