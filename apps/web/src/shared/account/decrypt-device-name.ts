import { base64ToBytes, decryptData } from '@screenroom/core';

/** Null when decryption fails, so a damaged record never breaks the page. */
export function decryptDeviceName(encrypted: string, seedBase64: string): string | null {
  try {
    return decryptData(encrypted, base64ToBytes(seedBase64));
  } catch {
    return null;
  }
}
