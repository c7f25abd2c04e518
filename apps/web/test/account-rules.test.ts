import { encryptData, generateMnemonic, seedFromMnemonic, bytesToBase64 } from '@screenroom/core';
import { describe, expect, it } from 'vitest';
import { errorMessageFromBody, joinBackendUrl } from '../src/shared/clients/backend.ts';
import {
  isValidLoginPassphrase,
  verifyProblem,
} from '../src/features/account/account-validation.ts';
import { deviceNameProblem } from '../src/shared/account/device-name-rules.ts';
import { decryptDeviceName } from '../src/shared/account/decrypt-device-name.ts';
import { truncateDeviceName } from '../src/shared/account/useDeviceName.ts';

describe('device name', () => {
  it('truncates at 20 characters or more to 19 plus an ellipsis', () => {
    expect(truncateDeviceName('a'.repeat(19))).toBe('a'.repeat(19));
    expect(truncateDeviceName('a'.repeat(20))).toBe(`${'a'.repeat(19)}…`);
    expect(truncateDeviceName('My very long laptop name')).toBe('My very long laptop…');
  });

  it('decrypts with the stored seed and gives null for a foreign seed', () => {
    const seed = seedFromMnemonic(generateMnemonic());
    const encrypted = encryptData('Kitchen tablet', seed);
    expect(decryptDeviceName(encrypted, bytesToBase64(seed))).toBe('Kitchen tablet');
    const other = bytesToBase64(seedFromMnemonic(generateMnemonic()));
    expect(decryptDeviceName(encrypted, other)).toBeNull();
  });

  it('must be present and fit the server once encrypted', () => {
    expect(deviceNameProblem('   ')).toBe('required');
    expect(deviceNameProblem(` ${'a'.repeat(336)} `)).toBeNull();
    expect(deviceNameProblem('a'.repeat(337))).toBe('tooLong');
    // Arabic letters take two bytes each in UTF-8.
    expect(deviceNameProblem('ب'.repeat(168))).toBeNull();
    expect(deviceNameProblem('ب'.repeat(169))).toBe('tooLong');
  });

  it('accepts exactly the names whose encrypted form the server takes', () => {
    const seed = seedFromMnemonic(generateMnemonic());
    for (const name of ['a'.repeat(336), 'a'.repeat(337), 'ب'.repeat(168), '📺'.repeat(85)]) {
      const fits = encryptData(name, seed).length <= 500;
      expect(deviceNameProblem(name) === null).toBe(fits);
    }
  });
});

describe('passphrase checks', () => {
  const mnemonic = generateMnemonic();

  it('accepts the shown phrase however it is spaced or capitalised', () => {
    expect(verifyProblem(mnemonic, `  ${mnemonic.toUpperCase().replace(/ /g, '\n ')} `)).toBeNull();
  });

  it('tells an invalid phrase from a valid but different one', () => {
    expect(verifyProblem(mnemonic, 'not a passphrase')).toBe('invalid');
    expect(verifyProblem(mnemonic, mnemonic.split(' ').slice(0, 11).join(' '))).toBe('invalid');
    let other = generateMnemonic();
    while (other === mnemonic) other = generateMnemonic();
    expect(verifyProblem(mnemonic, other)).toBe('mismatch');
  });

  it('requires 12 words with a valid checksum to log in', () => {
    expect(isValidLoginPassphrase(mnemonic)).toBe(true);
    const vector = `${'abandon '.repeat(11)}about`;
    expect(isValidLoginPassphrase(vector)).toBe(true);
    expect(isValidLoginPassphrase(`${vector} abandon`)).toBe(false);
    expect(isValidLoginPassphrase(Array(12).fill('abandon').join(' '))).toBe(false);
    expect(isValidLoginPassphrase('')).toBe(false);
  });
});

describe('backend client helpers', () => {
  it('joins base URLs with or without a trailing slash', () => {
    expect(joinBackendUrl('', '/meta')).toBe('/meta');
    expect(joinBackendUrl('https://api.example/', '/meta')).toBe('https://api.example/meta');
  });

  it('prefers the server message', () => {
    expect(errorMessageFromBody({ errorType: 'message', message: 'Not logged in' }, 'x')).toBe(
      'Not logged in',
    );
    expect(errorMessageFromBody(undefined, 'Bad Gateway')).toBe('Bad Gateway');
  });
});
