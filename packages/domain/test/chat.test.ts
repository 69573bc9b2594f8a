import { describe, expect, it } from 'vitest';
import {
  CHAT_IMAGE_EXTENSIONS,
  CHAT_MAX_FILE_BYTES,
  extensionOf,
  isChatImage,
  MESSAGE_TYPES,
  VOICE_CONTENT_TYPE,
  VOICE_FILE_NAME,
} from '../src/chat.ts';

describe('extensionOf', () => {
  const cases: [string, string][] = [
    ['photo.png', 'png'],
    ['Photo.JPEG', 'jpeg'],
    ['files/3f2a/receipt.Pdf', 'pdf'],
    ['C:\\Users\\marie\\scan.GIF', 'gif'],
    ['archive.tar.gz', 'gz'],
    ['recording.wav', 'wav'],
    ['no-extension', ''],
    ['.bashrc', ''],
    ['folder.v2/readme', ''],
    ['trailing.', ''],
    ['', ''],
  ];
  it.each(cases)('%j → %j', (name, expected) => expect(extensionOf(name)).toBe(expected));
});

describe('isChatImage', () => {
  const cases: [string, boolean][] = [
    ['a.png', true],
    ['a.jpg', true],
    ['a.jpeg', true],
    ['a.gif', true],
    ['a.webp', true],
    ['A.PNG', true],
    ['files/0123abcd.webp', true],
    ['a.svg', false],
    ['a.bmp', false],
    ['a.pdf', false],
    ['recording.wav', false],
    ['a.png.exe', false],
    ['png', false],
    ['.png', false],
    ['images.png/notes', false],
  ];
  it.each(cases)('%j → %s', (name, expected) => expect(isChatImage(name)).toBe(expected));
});

describe('chat constants (SPEC.md §9)', () => {
  const cases: [string, unknown, unknown][] = [
    ['message types', MESSAGE_TYPES, ['text', 'voice', 'file']],
    ['image extensions', CHAT_IMAGE_EXTENSIONS, ['png', 'jpg', 'jpeg', 'gif', 'webp']],
    ['largest file', CHAT_MAX_FILE_BYTES, 10 * 1024 * 1024],
    ['voice file name', VOICE_FILE_NAME, 'recording.wav'],
    ['voice content type', VOICE_CONTENT_TYPE, 'audio/wav'],
  ];
  it.each(cases)('%s', (_name, actual, expected) => expect(actual).toEqual(expected));
});
