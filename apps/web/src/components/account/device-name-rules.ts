/** Backend-api.md: the device name the server accepts is 1 to 500 characters. */
export const DEVICE_NAME_MAX = 500;

export type DeviceNameProblem = 'required' | 'tooLong';

export function deviceNameProblem(name: string): DeviceNameProblem | null {
  const length = [...name.trim()].length;
  if (length === 0) return 'required';
  if (length > DEVICE_NAME_MAX) return 'tooLong';
  return null;
}
