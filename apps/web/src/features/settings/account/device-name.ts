import { base64ToBytes, decryptData, encryptData } from '@screenroom/core';

/** Null when the name cannot be read, e.g. a session created with another key. */
export function readDeviceName(encrypted: string, seed: string): string | null {
  try {
    return decryptData(encrypted, base64ToBytes(seed));
  } catch {
    return null;
  }
}

export function sealDeviceName(name: string, seed: string): string {
  return encryptData(name.trim(), base64ToBytes(seed));
}
