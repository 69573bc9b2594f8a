import { describe, expect, it } from 'vitest';
import {
  formatPublicRef,
  parsePublicRef,
  publicSignatureFrom,
  ticketCodeOfScan,
} from '../src/index.ts';

describe("a ticket's public reference", () => {
  it('signs with six characters of the ticket code alphabet', () => {
    const signature = publicSignatureFrom(new Uint8Array([0, 1, 30, 31, 62, 255]));
    expect(signature).toBe('23Z229');
    expect(formatPublicRef('K7M4-2QXP', signature)).toBe('K7M4-2QXP-23Z229');
  });

  it.each([
    ['K7M4-2QXP-AB3D9F', { code: 'K7M4-2QXP', signature: 'AB3D9F' }],
    ['k7m42qxpab3d9f', { code: 'K7M4-2QXP', signature: 'AB3D9F' }],
    [' K7M4 2QXP AB3D 9F ', { code: 'K7M4-2QXP', signature: 'AB3D9F' }],
    ['K7M4-2QXP', null], // a bare code is no reference
    ['K7M4-2QXP-AB3D9', null], // one character short
    ['K7M4-2QXP-AB3D9FF', null], // one too many
    ['K7M4-2QXP-AB3D90', null], // 0 is not in the alphabet
    ['K7M1-2QXP-AB3D9F', null], // nor is 1
    ['', null],
  ])('%j reads as %j', (input, expected) => {
    expect(parsePublicRef(input)).toEqual(expected);
  });
});

describe("the point of sale's scanner", () => {
  it.each([
    ['https://tiraj.example/t/K7M4-2QXP-AB3D9F', 'K7M4-2QXP'],
    ['http://192.168.1.5:3000/t/k7m42qxpab3d9f?x=1', 'K7M4-2QXP'],
    ['K7M4-2QXP-AB3D9F', 'K7M4-2QXP'],
    ['K7M4-2QXP', 'K7M4-2QXP'], // an older ticket's QR: the bare code
    ['k7m42qxp', 'K7M4-2QXP'],
    ['https://tiraj.example/t/%E0%A4%A', null],
    ['hello', null],
  ])('%s → %s', (scanned, code) => {
    expect(ticketCodeOfScan(scanned)).toBe(code);
  });
});
