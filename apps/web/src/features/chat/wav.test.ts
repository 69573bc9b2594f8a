import { describe, expect, it } from 'vitest';
import { downmix, encodeWav } from './wav.ts';

const text = (view: DataView, offset: number, length: number) =>
  String.fromCharCode(...Array.from({ length }, (_, i) => view.getUint8(offset + i)));

describe('encodeWav', () => {
  it('writes a RIFF/WAVE header for mono PCM 16-bit at the given rate', () => {
    const view = new DataView(encodeWav(new Float32Array(10), 16000));
    expect(view.byteLength).toBe(44 + 20);
    expect(text(view, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + 20);
    expect(text(view, 8, 8)).toBe('WAVEfmt ');
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(16000);
    expect(view.getUint32(28, true)).toBe(32000);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(text(view, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(20);
  });

  it.each([
    [0, 0],
    [1, 32767],
    [-1, -32768],
    [0.5, 16383],
    [-0.5, -16384],
    [2, 32767],
    [-3, -32768],
    [Number.NaN, 0],
  ])('sample %d → %d', (sample, expected) => {
    const view = new DataView(encodeWav(Float32Array.of(sample), 8000));
    expect(view.getInt16(44, true)).toBe(expected);
  });

  it('keeps the samples in order, little-endian', () => {
    const view = new DataView(encodeWav(Float32Array.of(0.25, -0.25, 1), 44100));
    expect([view.getInt16(44, true), view.getInt16(46, true), view.getInt16(48, true)]).toEqual([
      8191, -8192, 32767,
    ]);
    expect(view.getUint8(48)).toBe(0xff);
    expect(view.getUint8(49)).toBe(0x7f);
  });

  it('encodes silence of no length as a bare header', () => {
    expect(encodeWav(new Float32Array(0), 16000).byteLength).toBe(44);
  });
});

describe('downmix', () => {
  it('averages the channels into one', () => {
    expect(Array.from(downmix([Float32Array.of(1, 0.5), Float32Array.of(0, -0.5)]))).toEqual([
      0.5, 0,
    ]);
  });
  it('keeps a single channel as it is, and nothing as nothing', () => {
    const one = Float32Array.of(0.1, 0.2);
    expect(downmix([one])).toBe(one);
    expect(downmix([]).length).toBe(0);
  });
});
