import { decodeQR } from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { qrMatrix, qrPath, type QrMatrix } from './ticket-qr.ts';

/** The matrix as an RGBA image, `scale` pixels a module, with a 4-module quiet zone. */
function toImage(matrix: QrMatrix, scale = 4) {
  const side = (matrix.length + 8) * scale;
  const data = new Uint8Array(side * side * 4).fill(255);
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const i = (((y + 4) * scale + dy) * side + (x + 4) * scale + dx) * 4;
          data[i] = data[i + 1] = data[i + 2] = 0;
        }
    }),
  );
  return { width: side, height: side, data };
}

describe('qrMatrix', () => {
  it.each(['K7M4-2QXP', '2345-ZZZZ'])('encodes %s so that a reader reads it back', async (code) => {
    const matrix = await qrMatrix(code);
    expect(matrix.length).toBeGreaterThanOrEqual(21);
    expect(decodeQR(toImage(matrix))).toBe(code);
  });
});

describe('qrPath', () => {
  it.each([
    ['one dark module', [[true]], 0, 'M0 0h1v1h-1z'],
    ['a run is one rectangle', [[true, true, false, true]], 0, 'M0 0h2v1h-2zM3 0h1v1h-1z'],
    ['shifted by the quiet zone', [[false], [true]], 2, 'M2 3h1v1h-1z'],
    ['all light', [[false, false]], 0, ''],
  ])('%s', (_, matrix, quiet, path) => expect(qrPath(matrix, quiet)).toBe(path));
});
