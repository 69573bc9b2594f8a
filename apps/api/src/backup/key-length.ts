/**
 * Shortest backup key accepted: 32 characters (the generated one is 64 hex digits, 256 bits).
 * Its own module: the configuration checks it without loading the backup code.
 */
export const MIN_KEY_LENGTH = 32;
