import type { encodeQR } from 'qr';
import { useEffect, useState } from 'react';

/** A QR code as rows of dark (true) and light modules, without its quiet zone. */
export type QrMatrix = boolean[][];

let library: Promise<{ encodeQR: typeof encodeQR }> | undefined;
/** The QR encoder (about 6 kB gzip) loads the first time a ticket is shown, not with the app. */
const loadQr = () => (library ??= import('qr'));

/** The QR code of a ticket ID; medium error correction survives a smudged thermal print. */
export async function qrMatrix(text: string): Promise<QrMatrix> {
  const { encodeQR } = await loadQr();
  // The encoder insists on a quiet zone; the smallest (1) is sliced off, callers draw their own.
  const framed = encodeQR(text, 'raw', { ecc: 'medium', border: 1 });
  return framed.slice(1, -1).map((row) => row.slice(1, -1));
}

/** One SVG path of the dark modules, a run of dark modules in a row as one rectangle. */
export function qrPath(matrix: QrMatrix, quiet = 0): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      parts.push(`M${start + quiet} ${y + quiet}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}

/** The matrix of `text`, null until the encoder has loaded. */
export function useQrMatrix(text: string): QrMatrix | null {
  const [state, setState] = useState<{ text: string; matrix: QrMatrix } | null>(null);
  useEffect(() => {
    let live = true;
    void qrMatrix(text).then((matrix) => {
      if (live) setState({ text, matrix });
    });
    return () => {
      live = false;
    };
  }, [text]);
  return state?.text === text ? state.matrix : null;
}
