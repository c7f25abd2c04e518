import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, matchPattern, parseOrigins } from '../src/allowed-origins.ts';
import { extensionConfig, withAddedOrigins } from '../src/extension-config.ts';

describe('allowed origins', () => {
  const allowed = parseOrigins('http://localhost:8080, https://Screenroom.Example/');

  it('normalizes the configured list to origins', () => {
    expect(allowed).toEqual(['http://localhost:8080', 'https://screenroom.example']);
  });

  it('refuses an entry that is not a bare http(s) origin', () => {
    for (const entry of [
      'localhost:8080',
      'ftp://x.example',
      'https://x.example/app',
      'https://u@x.example',
    ]) {
      expect(() => parseOrigins(entry), entry).toThrow(/not an origin/);
    }
  });

  it('matches the exact origin only, never by substring', () => {
    expect(isAllowedOrigin('http://localhost:8080', allowed)).toBe(true);
    expect(isAllowedOrigin('https://screenroom.example', allowed)).toBe(true);
    for (const origin of [
      'http://localhost:8081',
      'https://localhost:8080',
      'http://localhost:8080.evil.example',
      'https://screenroom.example.evil.example',
      'https://evil.example',
      'http://screenroom.example',
      'null',
      '',
      undefined,
    ]) {
      expect(isAllowedOrigin(origin, allowed), String(origin)).toBe(false);
    }
  });

  it('refuses an origin written differently from the browser’s own form', () => {
    expect(isAllowedOrigin('https://SCREENROOM.example', allowed)).toBe(false);
    expect(isAllowedOrigin('https://screenroom.example:443', allowed)).toBe(false);
  });

  it('writes a match pattern with the port', () => {
    expect(matchPattern('http://localhost:8080')).toBe('http://localhost:8080/*');
    expect(matchPattern('https://screenroom.example')).toBe('https://screenroom.example/*');
  });
});

describe('extensionConfig', () => {
  it('lets makeRequest reach each allowed page’s own server and the operator’s hosts', () => {
    const config = extensionConfig({
      origins: 'http://127.0.0.1:8080,https://screenroom.example',
      allowedHosts: '10.0.0.5:9000',
      allowedPorts: '8443',
    });
    expect(config.origins).toEqual(['http://127.0.0.1:8080', 'https://screenroom.example']);
    expect(config.policy).toEqual({
      allowedHosts: [
        { host: '127.0.0.1', port: 8080 },
        { host: 'screenroom.example', port: 443 },
        { host: '10.0.0.5', port: 9000 },
      ],
      allowedPorts: [8443],
    });
  });

  it('fails on a port that is not one', () => {
    expect(() =>
      extensionConfig({
        origins: 'http://localhost:8080',
        allowedHosts: '',
        allowedPorts: '99999',
      }),
    ).toThrow(/not a port/);
  });

  it('adds the viewer’s origins and their servers', () => {
    const config = extensionConfig({
      origins: 'http://localhost:8080',
      allowedHosts: '',
      allowedPorts: '',
    });
    expect(withAddedOrigins(config, ['http://192.168.1.20:8080', 'http://localhost:8080'])).toEqual(
      {
        origins: ['http://localhost:8080', 'http://192.168.1.20:8080'],
        policy: {
          allowedHosts: [
            { host: 'localhost', port: 8080 },
            { host: '192.168.1.20', port: 8080 },
          ],
          allowedPorts: [],
        },
      },
    );
  });
});
