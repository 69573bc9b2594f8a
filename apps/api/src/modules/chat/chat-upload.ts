import {
  coded,
  CHAT_IMAGE_EXTENSIONS,
  CHAT_MAX_FILE_BYTES,
  extensionOf,
  type MessageType,
} from '@tiraj/domain';
import type { MessageFields } from '@tiraj/domain/contracts';
import { badRequest } from '../../errors.ts';
import { IMAGE_TYPES, sniffImage } from '../../files/sniff.ts';
import type { SavedFile } from '../../files/storage.ts';
import type { UploadRule } from '../../http/multipart.ts';

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const at = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);

/** Types recognised from the first bytes, so the content type we serve is never the sender's claim. */
const KNOWN: { type: string; extension: string; test: (b: Uint8Array) => boolean }[] = [
  {
    type: 'audio/wav',
    extension: 'wav',
    test: (b) => at(b, ascii('RIFF')) && at(b, ascii('WAVE'), 8),
  },
  { type: 'audio/ogg', extension: 'ogg', test: (b) => at(b, ascii('OggS')) },
  { type: 'audio/webm', extension: 'webm', test: (b) => at(b, [0x1a, 0x45, 0xdf, 0xa3]) },
  { type: 'audio/mpeg', extension: 'mp3', test: (b) => at(b, ascii('ID3')) || at(b, [0xff, 0xfb]) },
  { type: 'audio/mp4', extension: 'm4a', test: (b) => at(b, ascii('ftypM4A'), 4) },
  { type: 'video/mp4', extension: 'mp4', test: (b) => at(b, ascii('ftyp'), 4) },
  { type: 'application/pdf', extension: 'pdf', test: (b) => at(b, ascii('%PDF-')) },
];

const IMAGE_EXTENSIONS = new Set<string>(CHAT_IMAGE_EXTENSIONS);

/**
 * Any file up to 10 MB. Images and a few media types are known from their
 * bytes; anything else is stored as application/octet-stream (always served
 * as a download). The stored name keeps an image extension only when the
 * bytes are that image, because clients show files with one inline.
 */
export const CHAT_FILE_RULE: UploadRule = {
  field: 'file',
  maxBytes: CHAT_MAX_FILE_BYTES,
  tooLarge: coded('upload.file_too_large'),
  accept: (bytes, fileName) => {
    const image = sniffImage(bytes);
    if (image) return { contentType: image, extension: IMAGE_TYPES[image] };
    const known = KNOWN.find((k) => k.test(bytes));
    if (known) return { contentType: known.type, extension: known.extension };
    const named = extensionOf(fileName);
    const safe = /^[a-z0-9]{1,8}$/.test(named) && !IMAGE_EXTENSIONS.has(named);
    return { contentType: 'application/octet-stream', extension: safe ? named : '' };
  },
};

export interface Outgoing {
  type: MessageType;
  content: string;
  file?: SavedFile;
}

/**
 * What is sent, from the form: text, a file or a voice recording (with an
 * optional text). Nothing at all is refused, like a voice message that is
 * not a recording.
 */
export function outgoingOf(fields: MessageFields, file: SavedFile | undefined): Outgoing {
  if (!file) {
    if (fields.type === 'voice' || fields.type === 'file')
      throw badRequest(
        coded(fields.type === 'voice' ? 'chat.attach_recording' : 'chat.attach_file'),
        'file',
      );
    if (!fields.content) throw badRequest(coded('chat.empty'), 'content');
    return { type: 'text', content: fields.content };
  }
  if (fields.type === 'voice') {
    if (!file.contentType.startsWith('audio/'))
      throw badRequest(coded('chat.voice_not_audio'), 'file');
    return { type: 'voice', content: fields.content, file };
  }
  return { type: 'file', content: fields.content, file };
}
