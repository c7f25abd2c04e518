import { maxPlainBytesFor } from './encrypted-length.ts';

/** The server takes a device of 1 to 500 characters, and it gets the encrypted form. */
export const DEVICE_NAME_MAX_ENCRYPTED_CHARS = 500;

/** The longest device name, in UTF-8 bytes, whose encrypted form the server still accepts (336). */
export const DEVICE_NAME_MAX_BYTES = maxPlainBytesFor(DEVICE_NAME_MAX_ENCRYPTED_CHARS);

export function deviceNameBytes(name: string): number {
  return new TextEncoder().encode(name).length;
}
