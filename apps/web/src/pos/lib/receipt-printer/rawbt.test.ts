import { describe, expect, it } from 'vitest';
import { base64Of, rawbtUrl } from './rawbt.ts';

describe('rawbtUrl', () => {
  it('hands RawBT the bytes as base64 in an intent for its package', () => {
    expect(rawbtUrl(Uint8Array.from([0x1b, 0x40, 0x42, 0x95, 0x0a]))).toBe(
      'intent:base64,G0BClQo=#Intent;scheme=rawbt;package=ru.a402d.rawbtprinter;end;',
    );
  });

  it('carries every byte value unchanged (a binary stream, not text)', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const payload = /^intent:base64,([^#]+)#/.exec(rawbtUrl(all))?.[1] ?? '';
    expect([...Buffer.from(payload, 'base64')]).toEqual([...all]);
    // Nothing in base64 needs escaping in a URL's path, nor ends the intent early.
    expect(payload).toMatch(/^[A-Za-z0-9+/=]+$/);
  });

  it('encodes a long ticket in slices without losing a byte', () => {
    const long = Uint8Array.from({ length: 50_000 }, (_, i) => (i * 7) % 256);
    expect(base64Of(long)).toBe(Buffer.from(long).toString('base64'));
  });
});
