/**
 * The short id a message is stored under in a compiled catalog: FNV-1a of the English text, in base 36. The
 * translators' files are keyed by the English text itself; the build swaps it for this id so that a catalog is not
 * twice its size. The build fails on a collision.
 */
export function messageId(message: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < message.length; i++) {
    hash ^= message.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
