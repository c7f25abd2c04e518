import { ed25519 } from '@noble/curves/ed25519.js';
import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import * as bip39 from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { base64UrlToBytes, bytesToBase64Url } from './base64.ts';

export interface KeyPair {
  privateKey: Uint8Array;
  publicKey: Uint8Array;
}

const encoder = new TextEncoder();

/** 128 bits of entropy gives the 12-word passphrase that movie-web accounts use. */
export function generateMnemonic(): string {
  return bip39.generateMnemonic(wordlist, 128);
}

export function validateMnemonic(mnemonic: string): boolean {
  return bip39.validateMnemonic(mnemonic, wordlist);
}

/**
 * Not the BIP-39 seed (that one is 64 bytes from PBKDF2-SHA512): the existing clients derive a
 * 32-byte key with SHA-256, and accounts only stay portable if we derive the very same bytes.
 */
export function seedFromMnemonic(mnemonic: string): Uint8Array {
  return pbkdf2(sha256, encoder.encode(mnemonic), encoder.encode('mnemonic'), {
    c: 2048,
    dkLen: 32,
  });
}

export function keyPairFromSeed(seed: Uint8Array): KeyPair {
  return { privateKey: seed, publicKey: ed25519.getPublicKey(seed) };
}

/** Signs the challenge code as UTF-8 text; the signature travels as base64url. */
export function signChallenge(code: string, privateKey: Uint8Array): string {
  return bytesToBase64Url(ed25519.sign(encoder.encode(code), privateKey));
}

/** False for anything malformed, so a bad request never becomes a server error. */
export function verifyChallenge(code: string, signature: string, publicKey: string): boolean {
  try {
    const sig = base64UrlToBytes(signature);
    const key = base64UrlToBytes(publicKey);
    if (sig.length !== 64 || key.length !== 32) return false;
    return ed25519.verify(sig, encoder.encode(code), key);
  } catch {
    return false;
  }
}
