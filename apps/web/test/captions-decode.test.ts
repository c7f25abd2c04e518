import { describe, expect, it } from 'vitest';
import { decodeSubtitleBytes } from '../src/shared/captions/decode-subtitle-bytes.ts';

const text = 'Où est le café ? 5 €';

function utf16(value: string, littleEndian: boolean): Uint8Array {
  const bytes = new Uint8Array(value.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < value.length; i++) view.setUint16(i * 2, value.charCodeAt(i), littleEndian);
  return bytes;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

describe('decodeSubtitleBytes', () => {
  it('reads UTF-8 with and without a byte-order mark, dropping the mark', () => {
    const utf8 = new TextEncoder().encode(text);
    expect(decodeSubtitleBytes(utf8)).toBe(text);
    expect(decodeSubtitleBytes(concat(new Uint8Array([0xef, 0xbb, 0xbf]), utf8))).toBe(text);
  });

  it('drops a doubled byte-order mark', () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf]);
    expect(decodeSubtitleBytes(concat(bom, bom, new TextEncoder().encode(text)))).toBe(text);
  });

  it('reads UTF-16 little- and big-endian after their byte-order marks', () => {
    expect(decodeSubtitleBytes(concat(new Uint8Array([0xff, 0xfe]), utf16(text, true)))).toBe(text);
    expect(decodeSubtitleBytes(concat(new Uint8Array([0xfe, 0xff]), utf16(text, false)))).toBe(
      text,
    );
  });

  it('recognises UTF-16 without a byte-order mark by its zero bytes', () => {
    const latin = '1\n00:00:01,000 --> 00:00:02,000\nHello there\n';
    expect(decodeSubtitleBytes(utf16(latin, true))).toBe(latin);
    expect(decodeSubtitleBytes(utf16(latin, false))).toBe(latin);
  });

  it('falls back to windows-1252 when the bytes are not valid UTF-8', () => {
    // "Où est le café ? 5 €" as windows-1252 writes it: ù F9, é E9, € 80.
    const bytes = new Uint8Array([
      0x4f, 0xf9, 0x20, 0x65, 0x73, 0x74, 0x20, 0x6c, 0x65, 0x20, 0x63, 0x61, 0x66, 0xe9, 0x20,
      0x3f, 0x20, 0x35, 0x20, 0x80,
    ]);
    expect(decodeSubtitleBytes(bytes)).toBe(text);
  });

  it('keeps valid UTF-8 that merely looks like Latin-1 as UTF-8', () => {
    const bytes = new TextEncoder().encode('Ã©tÃ©');
    expect(decodeSubtitleBytes(bytes)).toBe('Ã©tÃ©');
  });

  it('gives an empty string for no bytes', () => {
    expect(decodeSubtitleBytes(new Uint8Array())).toBe('');
  });
});
