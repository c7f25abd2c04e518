import { describe, expect, it } from 'vitest';
import { formatProxyEntry, isHttpUrl, parseProxyEntry, proxiedUrl } from '../src/proxy-entry.ts';

describe('parseProxyEntry', () => {
  it('reads a plain URL as a proxy', () => {
    expect(parseProxyEntry('https://worker.example')).toEqual({
      type: 'proxy',
      url: 'https://worker.example',
    });
  });
  it('reads the typed form', () => {
    expect(parseProxyEntry('|type=api|https://api.example')).toEqual({
      type: 'api',
      url: 'https://api.example',
    });
    expect(parseProxyEntry('|type=proxy|http://p.example')).toEqual({
      type: 'proxy',
      url: 'http://p.example',
    });
  });
  it('refuses other types and invalid URLs', () => {
    expect(parseProxyEntry('|type=cdn|https://x.example')).toBeNull();
    expect(parseProxyEntry('|type=api|ftp://x.example')).toBeNull();
    expect(parseProxyEntry('worker.example')).toBeNull();
    expect(parseProxyEntry('|https://x.example')).toBeNull();
  });
  it('formats back to the same text', () => {
    for (const text of ['https://a.example', '|type=api|https://b.example']) {
      expect(formatProxyEntry(parseProxyEntry(text)!)).toBe(text);
    }
  });
});

describe('isHttpUrl', () => {
  it('needs http or https', () => {
    expect(isHttpUrl('http://x.example')).toBe(true);
    expect(isHttpUrl('httpx://x.example')).toBe(false);
    expect(isHttpUrl('http')).toBe(false);
    expect(isHttpUrl('example.com')).toBe(false);
  });
});

describe('proxiedUrl', () => {
  it('encodes the destination and drops a trailing slash of the proxy', () => {
    expect(proxiedUrl('https://p.example/', 'https://echo.example/a?b=1')).toBe(
      'https://p.example/?destination=https%3A%2F%2Fecho.example%2Fa%3Fb%3D1',
    );
  });
});
