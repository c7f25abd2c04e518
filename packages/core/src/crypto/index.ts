export * from './base64.ts';
export * from './encryption.ts';
export { encryptedLength, maxPlainBytesFor } from './encrypted-length.ts';
export * from './keys.ts';
export * from './device-name-limit.ts';
