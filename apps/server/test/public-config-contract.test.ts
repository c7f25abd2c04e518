import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { operatorPublicConfig } from '../src/http/public-config.ts';
import { createTestDatabase, testConfig } from './databases.ts';

const webRoot = path.resolve(import.meta.dirname, '../../web');

/** A value that would end the script, start a comment or split a line if written as it is. */
const HOSTILE_EMAIL = "dmca$&$'@example.test</script><!--\u2028-->";

/**
 * The server's real page read by the web app's real configuration code: the server writes the
 * page from its configuration, the inline script runs as a browser runs it (with `window` the
 * global object), and then the web's config.ts reads what it left. Neither side is checked
 * against itself.
 */
describe('the configuration the server writes into the page, as the web app reads it', () => {
  let dist: string;
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let app: FastifyInstance;

  beforeAll(async () => {
    // The web app's own index.html, which carries the place the configuration goes.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-dist-'));
    fs.copyFileSync(path.join(webRoot, 'index.html'), path.join(dist, 'index.html'));
    database = await createTestDatabase('sqlite');
    app = await buildApp({
      config: testConfig({
        WEB_DIST: dist,
        ACCESS: 'accounts',
        OMDB_API_KEY: 'contract-omdb-key',
        STREMIO_ADDONS: 'https://addon.example/manifest.json, https://two.example/manifest.json',
        CDN_REPLACEMENTS: 'cdn.example:mirror.example',
        DISALLOWED_IDS: 'movie-1, tv-1399',
      }),
      database: database.handle,
      // The operator's variables as the server reads them from its environment.
      publicConfig: operatorPublicConfig({
        VITE_DMCA_EMAIL: HOSTILE_EMAIL,
        VITE_SHOW_AD: 'true',
        VITE_AD_CONTENT_URL: 'https://ads.example/a.html, https://other.example/b',
        VITE_ALLOW_AUTOPLAY: 'false',
        VITE_CAST_RECEIVER_APP_ID: 'CC1AD845',
        VITE_DISCORD_LINK: '',
        // What the server decides itself: its own settings win over these.
        VITE_ACCESS: 'public',
        VITE_ONLINE_SUBTITLES: 'true',
        VITE_ARCHIVE_URL: 'https://elsewhere.example',
      }),
    });
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  async function servedPage(): Promise<{ script: string; policy: string }> {
    const answer = await app.inject({ method: 'GET', url: '/' });
    expect(answer.statusCode).toBe(200);
    const scripts = [...answer.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(1);
    return { script: scripts[0] ?? '', policy: String(answer.headers['content-security-policy']) };
  }

  it('hashes in its policy exactly the script it sends', async () => {
    const { script, policy } = await servedPage();
    const hash = crypto.createHash('sha256').update(script, 'utf8').digest('base64');
    expect(policy).toContain(`'sha256-${hash}'`);
    // Nothing in a value can end the element or open a comment inside it.
    expect(script).not.toMatch(/[<>\u2028\u2029]/);
  });

  it("is read by the web app's config.ts as the operator set it", async () => {
    const { script } = await servedPage();
    const page: { __SCREENROOM_CONFIG__?: unknown } = {};
    // The script text exactly as the page carries it, with the page's global as `window`.
    new Function('window', script)(page);
    vi.stubGlobal('__SCREENROOM_CONFIG__', page.__SCREENROOM_CONFIG__);
    vi.stubGlobal('__APP_VERSION__', '9.9.9-test');
    const { appConfig } = await import('../../web/src/shared/config.ts');

    expect(appConfig).toMatchObject({
      access: 'accounts',
      ratings: true,
      onlineSubtitles: false,
      dmcaEmail: HOSTILE_EMAIL,
      showAd: true,
      adContentUrls: ['https://ads.example/a.html', 'https://other.example/b'],
      autoplay: 'off',
      castReceiverAppId: 'CC1AD845',
      archiveUrl: 'https://archive.org',
      stremioAddons: ['https://addon.example/manifest.json', 'https://two.example/manifest.json'],
      cdnReplacements: [{ hostSuffix: 'cdn.example', replacement: 'mirror.example' }],
      tmdbApiUrl: '/tmdb/3',
      backendUrl: '',
      version: '9.9.9-test',
    });
    // An empty variable is unset.
    expect(appConfig.discordLink).toBeUndefined();
    expect([...appConfig.disallowedMedia].sort()).toEqual(['movie-1', 'show-1399']);
  });

  it('starts with every default on a page without it, as the Vite dev server serves', async () => {
    vi.stubGlobal('__APP_VERSION__', '9.9.9-test');
    const { appConfig } = await import('../../web/src/shared/config.ts');
    expect(appConfig).toMatchObject({
      access: 'public',
      tmdbApiUrl: '/tmdb/3',
      tmdbImageUrl: '/tmdb/images',
      proxyEchoUrl: '/echo',
      autoplay: 'unset',
      stremioAddons: [],
    });
    expect(appConfig.disallowedMedia.size).toBe(0);
  });
});
