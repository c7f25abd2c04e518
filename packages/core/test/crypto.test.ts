/// <reference types="node" />
import nodeCrypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  base64UrlToBytes,
  bytesToBase64,
  bytesToBase64Url,
  decryptData,
  DEVICE_NAME_MAX_BYTES,
  deviceNameBytes,
  encryptData,
  encryptedLength,
  generateMnemonic,
  keyPairFromSeed,
  seedFromMnemonic,
  signChallenge,
  validateMnemonic,
  verifyChallenge,
} from '../src/crypto/index.ts';

// Vectors computed once with node:crypto (pbkdf2Sync, an Ed25519 PKCS#8 key, aes-256-gcm), not with the code under test.
const MNEMONIC = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
const SEED_HEX = 'ab34c68c46019a6a952f479d5afb843f5f4b454d2fdabffe0bc1b7759a3c2389';
const PUBLIC_KEY = '6VlA2WSDvn0I8b6fCh9VaEo-aCQevEjm08C2OZZMrK0';
const CODE = 'challenge-code-123';
const SIGNATURE =
  'Q71uTit7ZiKqZsIl4IFHcaTz01cxqAdUsQWpkXPxB0FzTXD0kmjUnZFcRz0VmTOo75Kc5lCN9Bzs2tICIFYzAQ';
const DEVICE_PAYLOAD = 'AAECAwQFBgcICQoLDA0ODw==.A2hN/9KAwU3thVbX98Q=.O/D4GAUitn/+dk/PhskjnQ==';
const DEVICE_NAME = 'Living room TV';

const seed = () => Uint8Array.from(Buffer.from(SEED_HEX, 'hex'));

describe('mnemonic', () => {
  it('generates 12 valid English words, different each time', () => {
    const a = generateMnemonic();
    expect(a.split(' ')).toHaveLength(12);
    expect(validateMnemonic(a)).toBe(true);
    expect(generateMnemonic()).not.toBe(a);
  });

  it('rejects a bad checksum and unknown words', () => {
    expect(validateMnemonic(MNEMONIC)).toBe(true);
    expect(validateMnemonic(MNEMONIC.replace(/yellow$/, 'winner'))).toBe(false);
    expect(validateMnemonic(MNEMONIC.replace(/^legal/, 'screenroom'))).toBe(false);
  });
});

describe('keys', () => {
  it('derives the known seed and public key', () => {
    expect(Buffer.from(seedFromMnemonic(MNEMONIC)).toString('hex')).toBe(SEED_HEX);
    expect(bytesToBase64Url(keyPairFromSeed(seed()).publicKey)).toBe(PUBLIC_KEY);
  });

  it('signs the challenge exactly as node:crypto does', () => {
    expect(signChallenge(CODE, keyPairFromSeed(seed()).privateKey)).toBe(SIGNATURE);
  });

  it('verifies good signatures and rejects bad ones without throwing', () => {
    expect(verifyChallenge(CODE, SIGNATURE, PUBLIC_KEY)).toBe(true);
    expect(verifyChallenge('other-code', SIGNATURE, PUBLIC_KEY)).toBe(false);
    const other = keyPairFromSeed(seedFromMnemonic(generateMnemonic()));
    expect(verifyChallenge(CODE, SIGNATURE, bytesToBase64Url(other.publicKey))).toBe(false);
    expect(verifyChallenge(CODE, 'not base64 !', PUBLIC_KEY)).toBe(false);
    expect(verifyChallenge(CODE, SIGNATURE, 'c2hvcnQ')).toBe(false);
  });

  it('produces signatures node:crypto accepts', () => {
    const pair = keyPairFromSeed(seedFromMnemonic(generateMnemonic()));
    const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), pair.publicKey]);
    const key = nodeCrypto.createPublicKey({ key: spki, format: 'der', type: 'spki' });
    const signature = base64UrlToBytes(signChallenge('abc', pair.privateKey));
    expect(nodeCrypto.verify(null, Buffer.from('abc'), key, signature)).toBe(true);
  });
});

describe('encryption', () => {
  it('decrypts the known device name', () => {
    expect(decryptData(DEVICE_PAYLOAD, seed())).toBe(DEVICE_NAME);
  });

  it('round-trips with a fresh 16-byte IV that node:crypto can open', () => {
    const payload = encryptData('Küche — tablet', seed());
    expect(encryptData('Küche — tablet', seed())).not.toBe(payload);
    const [iv, ct, tag] = payload.split('.').map((p) => Buffer.from(p, 'base64'));
    expect(iv!.length).toBe(16);
    expect(tag!.length).toBe(16);
    const decipher = nodeCrypto.createDecipheriv('aes-256-gcm', seed(), iv!);
    decipher.setAuthTag(tag!);
    expect(Buffer.concat([decipher.update(ct!), decipher.final()]).toString('utf8')).toBe(
      'Küche — tablet',
    );
    expect(decryptData(payload, seed())).toBe('Küche — tablet');
  });

  it('fails with the messages the app shows', () => {
    expect(() => encryptData('x', new Uint8Array(31))).toThrow('Secret must be at least 256-bit');
    expect(() => encryptData('x', new Uint8Array(33))).toThrow('Secret must be 256-bit');
    expect(() => encryptData('x', new Uint8Array(64))).toThrow('Secret must be 256-bit');
    expect(() => decryptData(DEVICE_PAYLOAD, new Uint8Array(33))).toThrow('Secret must be 256-bit');
    expect(() => decryptData(DEVICE_PAYLOAD, new Uint8Array(16))).toThrow('Secret must be 256-bit');
    expect(() => decryptData(DEVICE_PAYLOAD, new Uint8Array(32))).toThrow('Error decrypting data');
    expect(() => decryptData('abc', seed())).toThrow('Error decrypting data');
    const tampered = DEVICE_PAYLOAD.replace('A2hN', 'B2hN');
    expect(() => decryptData(tampered, seed())).toThrow('Error decrypting data');
  });
});

describe('device name limit', () => {
  it('predicts the exact length of the encrypted form', () => {
    for (let bytes = 0; bytes < 40; bytes++) {
      expect(encryptData('a'.repeat(bytes), seed()).length).toBe(encryptedLength(bytes));
    }
    expect(encryptData('اسم', seed()).length).toBe(encryptedLength(6));
  });

  it('allows the longest name whose encrypted form fits the server’s 500 characters', () => {
    expect(DEVICE_NAME_MAX_BYTES).toBe(336);
    expect(encryptData('a'.repeat(DEVICE_NAME_MAX_BYTES), seed()).length).toBeLessThanOrEqual(500);
    expect(encryptData('a'.repeat(DEVICE_NAME_MAX_BYTES + 1), seed()).length).toBeGreaterThan(500);
  });

  it('counts UTF-8 bytes, not characters', () => {
    expect(deviceNameBytes('TV')).toBe(2);
    expect(deviceNameBytes('تلفاز')).toBe(10);
    expect(deviceNameBytes('📺')).toBe(4);
  });
});

describe('base64', () => {
  it('matches Buffer for every length and both alphabets', () => {
    for (let n = 0; n < 40; n++) {
      const bytes = Uint8Array.from(nodeCrypto.randomBytes(n));
      expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
      expect(bytesToBase64Url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
      expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
      expect(base64UrlToBytes(bytesToBase64Url(bytes))).toEqual(bytes);
    }
  });

  it('rejects characters outside the alphabet', () => {
    expect(() => base64ToBytes('ab$d')).toThrow();
  });
});
