import { gcm } from '@noble/ciphers/aes.js';
import { randomBytes } from '@noble/hashes/utils.js';
import { base64ToBytes, bytesToBase64 } from './base64.ts';
import { IV_BYTES, KEY_BYTES, TAG_BYTES } from './encrypted-length.ts';

/** AES-256-GCM as `base64(iv).base64(ciphertext).base64(tag)`, the format device names are stored in. */
export function encryptData(text: string, secret: Uint8Array): string {
  // Exactly 256 bits. A longer secret is refused rather than cut, so a caller
  // passing the wrong bytes learns of it instead of encrypting with a key it does not expect.
  if (secret.length < KEY_BYTES) throw new Error('Secret must be at least 256-bit');
  if (secret.length > KEY_BYTES) throw new Error('Secret must be 256-bit');
  const iv = randomBytes(IV_BYTES);
  const sealed = gcm(secret, iv).encrypt(new TextEncoder().encode(text));
  const ciphertext = sealed.subarray(0, sealed.length - TAG_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  return `${bytesToBase64(iv)}.${bytesToBase64(ciphertext)}.${bytesToBase64(tag)}`;
}

export function decryptData(payload: string, secret: Uint8Array): string {
  if (secret.length !== KEY_BYTES) throw new Error('Secret must be 256-bit');
  try {
    const parts = payload.split('.');
    if (parts.length !== 3) throw new Error('malformed');
    const [iv, ciphertext, tag] = parts.map((p) => base64ToBytes(p)) as [
      Uint8Array,
      Uint8Array,
      Uint8Array,
    ];
    const sealed = new Uint8Array(ciphertext.length + tag.length);
    sealed.set(ciphertext);
    sealed.set(tag, ciphertext.length);
    return new TextDecoder('utf-8', { fatal: true }).decode(gcm(secret, iv).decrypt(sealed));
  } catch {
    throw new Error('Error decrypting data');
  }
}
