import { DEVICE_NAME_MAX_BYTES, deviceNameBytes } from '@screenroom/core';

/**
 * The server's 500-character limit applies to the encrypted name, so the plain name may hold
 * DEVICE_NAME_MAX_BYTES bytes of UTF-8: fewer characters for accented letters, Arabic or emoji.
 */
export const DEVICE_NAME_MAX = DEVICE_NAME_MAX_BYTES;

export type DeviceNameProblem = 'required' | 'tooLong';

export function deviceNameProblem(name: string): DeviceNameProblem | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'required';
  if (deviceNameBytes(trimmed) > DEVICE_NAME_MAX) return 'tooLong';
  return null;
}
