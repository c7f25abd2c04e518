import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type RunningNginx } from '../../apps/server/test/nginx.ts';
import { launchBrowser } from '../browser.ts';
import { collectConsoleErrors } from '../console-errors.ts';
import { startServer, type RunningServer } from '../server.ts';

/**
 * Issue 21: the app behind Debian's nginx as README's recipe runs it, TRUST_PROXY naming nginx's
 * address (127.0.0.1). The viewer reaches nginx over IPv6 loopback, so nginx on 127.0.0.1 is the
 * only trusted hop: whatever the viewer writes into X-Forwarded-For, the server must count it by
 * the address nginx saw.
 */
describe('behind a reverse proxy', () => {
  let server: RunningServer | undefined;
  let proxy: RunningNginx | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext;
  let viewerUrl: string;

  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: '127.0.0.1' });
    proxy = await startNginx({
      upstreams: [new URL(server.baseUrl).host],
      listen: ['127.0.0.1', '::1'],
    });
    viewerUrl = `http://[::1]:${proxy.port}`;
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  });

  afterAll(async () => {
    await browser?.close();
    await proxy?.stop();
    await server?.stop();
  });

  it('serves the app and its API through nginx', async () => {
    const page = await context.newPage();
    const consoleErrors = collectConsoleErrors(page);
    await page.goto(viewerUrl);
    const search = page.getByRole('searchbox');
    await search.waitFor();
    await search.fill('sintel');
    await page.waitForURL(/\/browse\/sintel/);
    const card = page.getByRole('link', { name: /Sintel/ }).first();
    await card.waitFor();
    expect(await card.getAttribute('href')).toMatch(/^\/media\/tmdb-movie-45745-sintel/);
    expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
    await page.close();
  });

  it('holds the login limit against forged X-Forwarded-For values', async () => {
    const loginStart = (baseUrl: string, n: number, forwardedFor?: string) =>
      context.request.post(`${baseUrl}/auth/login/start`, {
        headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
        data: { publicKey: `no-such-account-${n}` },
      });
    for (let i = 1; i <= 20; i++) {
      const answer = await loginStart(viewerUrl, i, `192.0.2.${i}`);
      expect(answer.status(), `login start ${i}`).toBe(401);
    }
    const refused = await loginStart(viewerUrl, 21, '192.0.2.21');
    expect(refused.status()).toBe(429);
    expect(await refused.json()).toMatchObject({
      errorType: 'message',
      message: expect.stringMatching(/^Too many requests, try again in \d+ seconds$/),
    });
    // A viewer at another address behind the same nginx is still answered: the server counted
    // the address nginx named, not nginx itself.
    expect((await loginStart(`http://127.0.0.1:${proxy!.port}`, 22)).status()).toBe(401);
  });
});
