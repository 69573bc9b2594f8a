/** Chat rules shared by the server and the web app (SPEC.md §2 Chat, §9). */

export const MESSAGE_TYPES = ['text', 'voice', 'file'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** A chat file or voice message is at most 10 MB. */
export const CHAT_MAX_FILE_BYTES = 10 * 1024 * 1024;

/** The longest text a message may carry. */
export const CHAT_MAX_TEXT = 4000;

/** Chat images are recognised by extension (SPEC.md §9): shown inline, everything else is a download. */
export const CHAT_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;

/** The lower-case extension of a file name or path, or '' when it has none. */
export function extensionOf(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function isChatImage(nameOrPath: string): boolean {
  return (CHAT_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(nameOrPath));
}

/** Voice recordings from the web app (SPEC.md §9). */
export const VOICE_FILE_NAME = 'recording.wav';
export const VOICE_CONTENT_TYPE = 'audio/wav';
