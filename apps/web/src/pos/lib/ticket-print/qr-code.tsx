import { qrPath, type QrMatrix } from './ticket-qr.ts';

const QUIET = 2;

/** A QR code drawn as vectors: sharp on a thermal printer at any size. */
export function QrCode({ matrix, label }: { matrix: QrMatrix | null; label: string }) {
  if (!matrix) return <div className="tp-qr tp-qr-pending" aria-hidden="true" />;
  const size = matrix.length + QUIET * 2;
  return (
    <svg
      className="tp-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={qrPath(matrix, QUIET)} fill="#000" />
    </svg>
  );
}
