import { base64ToBytes, decryptData } from '@screenroom/core';
import { useMemo } from 'react';
import { useAuthStore } from '../stores/auth.ts';

/** Document 001 §2: 20 characters or more are shown as 19 plus an ellipsis. */
export function truncateDeviceName(name: string): string {
  const chars = [...name];
  return chars.length >= 20 ? `${chars.slice(0, 19).join('')}…` : name;
}

/** Null when decryption fails, so a damaged record never breaks the page. */
export function decryptDeviceName(encrypted: string, seedBase64: string): string | null {
  try {
    return decryptData(encrypted, base64ToBytes(seedBase64));
  } catch {
    return null;
  }
}

/** The logged-in device's name in clear text; truncated for compact places like the top bar. */
export function useDeviceName(options: { truncate?: boolean } = {}): string | null {
  const account = useAuthStore((s) => s.account);
  const truncate = options.truncate ?? false;
  return useMemo(() => {
    if (!account) return null;
    const name = decryptDeviceName(account.deviceName, account.seed);
    if (name === null) return null;
    return truncate ? truncateDeviceName(name) : name;
  }, [account, truncate]);
}
