import { useEffect, useState } from 'react';
import { useAuthStore } from '../stores/auth.ts';

/** 20 characters or more are shown as 19 plus an ellipsis. */
export function truncateDeviceName(name: string): string {
  const chars = [...name];
  return chars.length >= 20 ? `${chars.slice(0, 19).join('')}…` : name;
}

/**
 * The logged-in device's name in clear text (null until decrypted); truncated for compact places
 * like the top bar.
 */
export function useDeviceName(options: { truncate?: boolean } = {}): string | null {
  const account = useAuthStore((s) => s.account);
  const truncate = options.truncate ?? false;
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (!account) {
      setName(null);
      return;
    }
    let current = true;
    // The cipher loads on demand: a visitor without an account never downloads it.
    void import('./decrypt-device-name.ts').then(({ decryptDeviceName }) => {
      if (current) setName(decryptDeviceName(account.deviceName, account.seed));
    });
    return () => {
      current = false;
    };
  }, [account]);
  if (name === null) return null;
  return truncate ? truncateDeviceName(name) : name;
}
