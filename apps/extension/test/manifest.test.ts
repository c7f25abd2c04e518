import { EXTENSION_VERSION_RANGE, satisfiesCaret } from '@screenroom/core';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(new URL('../manifest.json', import.meta.url), 'utf8')) as {
  version: string;
  permissions: string[];
  host_permissions: string[];
};

describe('manifest', () => {
  it('has a version the web app accepts', () => {
    expect(satisfiesCaret(manifest.version, EXTENSION_VERSION_RANGE)).toBe(true);
  });

  it('asks for no more than it uses', () => {
    expect(manifest.permissions.sort()).toEqual([
      'declarativeNetRequestWithHostAccess',
      'scripting',
      'storage',
    ]);
    // Not <all_urls>: no file:// or other schemes.
    expect(manifest.host_permissions).toEqual(['http://*/*', 'https://*/*']);
  });
});
