import { describe, expect, it } from 'vitest';
import { createLocaleBackend, parseLocalePath } from '../src/shared/i18n/locale-files.ts';

function read(
  backend: ReturnType<typeof createLocaleBackend>,
  language: string,
  namespace: string,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    backend.read(language, namespace, (error, data) => (error ? reject(error) : resolve(data)));
  });
}

describe('the lazy locale backend', () => {
  it('parses language and namespace from a locale file path', () => {
    expect(parseLocalePath('./locales/ar/home.json')).toEqual({
      language: 'ar',
      namespace: 'home',
    });
    expect(parseLocalePath('./locales/readme.md')).toBeNull();
  });

  it('loads a file only when its language and namespace are read', async () => {
    const loaded: string[] = [];
    const backend = createLocaleBackend({
      './locales/ar/home.json': () => {
        loaded.push('ar/home');
        return Promise.resolve({ title: 'مرحبا' });
      },
      './locales/ar/player.json': () => {
        loaded.push('ar/player');
        return Promise.resolve({});
      },
    });
    expect(loaded).toEqual([]);
    await expect(read(backend, 'ar', 'home')).resolves.toEqual({ title: 'مرحبا' });
    expect(loaded).toEqual(['ar/home']);
  });

  it('reads a namespace a language lacks as empty, so English fills it', async () => {
    const backend = createLocaleBackend({});
    await expect(read(backend, 'pirate', 'settings')).resolves.toEqual({});
  });

  it('passes a failed import on as an error', async () => {
    const backend = createLocaleBackend({
      './locales/ar/home.json': () => Promise.reject(new Error('offline')),
    });
    await expect(read(backend, 'ar', 'home')).rejects.toThrow('offline');
  });
});
