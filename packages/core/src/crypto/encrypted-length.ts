/**
 * The sizes of encryptData's format, apart from the cipher itself: what only needs lengths (form
 * rules such as the device-name limit) then loads no cipher code.
 */
export const IV_BYTES = 16;
export const TAG_BYTES = 16;
export const KEY_BYTES = 32;

function base64Length(bytes: number): number {
  return 4 * Math.ceil(bytes / 3);
}

/** Characters of encryptData's output for a text of this many UTF-8 bytes (GCM adds no padding). */
export function encryptedLength(plainBytes: number): number {
  return base64Length(IV_BYTES) + 1 + base64Length(plainBytes) + 1 + base64Length(TAG_BYTES);
}

/** The longest text, in UTF-8 bytes, whose encrypted form fits in `maxChars` characters. */
export function maxPlainBytesFor(maxChars: number): number {
  const room = maxChars - encryptedLength(0);
  return room < 0 ? -1 : Math.floor(room / 4) * 3;
}
