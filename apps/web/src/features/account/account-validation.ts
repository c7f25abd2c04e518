// Kept apart from the device-name rules: these need the passphrase word list, which the
// settings page should not download.
import { validateMnemonic } from '@screenroom/core';

/** Pasted passphrases come with stray spaces, line breaks and capitals; the words are what count. */
export function normalizePassphrase(text: string): string {
  return text.trim().toLowerCase().split(/\s+/).filter(Boolean).join(' ');
}

export type VerifyProblem = 'invalid' | 'mismatch';

/** Register step 2: the words typed back must form a valid passphrase and be the one shown. */
export function verifyProblem(expected: string, typed: string): VerifyProblem | null {
  const words = normalizePassphrase(typed);
  if (!validateMnemonic(words)) return 'invalid';
  return words === normalizePassphrase(expected) ? null : 'mismatch';
}

/** Login: a 12-word passphrase with a valid checksum. */
export function isValidLoginPassphrase(typed: string): boolean {
  const words = normalizePassphrase(typed);
  return words.split(' ').length === 12 && validateMnemonic(words);
}
