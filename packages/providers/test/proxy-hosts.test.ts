import { describe, expect, it } from 'vitest';
import { proxyHostsFor } from '../src/proxy-hosts.ts';

describe('proxyHostsFor', () => {
  it('declares the archive origin, its media hosts for the real archive, and each addon origin', () => {
    expect(
      proxyHostsFor({
        archiveUrl: 'https://archive.org',
        stremioAddons: ['http://addon.example:7000/sub/manifest.json'],
        jellyfin: { url: 'http://192.168.1.20:8096', apiKey: 'k' },
      }),
    ).toEqual([
      { source: 'archive', host: 'archive.org:443', credentials: false },
      { source: 'archive', host: '*.archive.org', credentials: false },
      { source: 'stremio', host: 'addon.example:7000', credentials: false },
    ]);
  });

  it('declares only the origin of an archive elsewhere, and nothing when no source needs a proxy', () => {
    expect(proxyHostsFor({ archiveUrl: 'http://127.0.0.1:9000/' })).toEqual([
      { source: 'archive', host: '127.0.0.1:9000', credentials: false },
    ]);
    expect(proxyHostsFor({ libraryBaseUrl: '' })).toEqual([]);
  });
});
