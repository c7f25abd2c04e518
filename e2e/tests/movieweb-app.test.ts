import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../browser.ts';
import { startServer, type RunningServer } from '../server.ts';

/**
 * The real movie-web web app (4.6.2, built from its own repository; README, "The movie-web web
 * app against this server") using our server as its backend from another origin, with no proxy
 * in between: only CORS_ORIGINS lets its calls through.
 */
const MOVIEWEB_DIST = process.env.MOVIEWEB_DIST;
const SKIP_REASON =
  'Skipping the movie-web web app test: MOVIEWEB_DIST is unset. Build movie-web 4.6.2 as the ' +
  'README says ("The movie-web web app against this server") and name its dist folder.';
if (!MOVIEWEB_DIST) console.info(SKIP_REASON);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the build on loopback, as any static host would, except `/config.js`: movie-web reads its
 * runtime settings from it, so the backend named there is the server this test started.
 */
async function serveMovieWeb(dist: string, backendUrl: () => string): Promise<http.Server> {
  const root = path.resolve(dist);
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (pathname === '/config.js') {
      response.writeHead(200, { 'content-type': TYPES['.js']! });
      response.end(
        `window.__CONFIG__ = ${JSON.stringify({
          VITE_BACKEND_URL: backendUrl(),
          VITE_TMDB_READ_API_KEY: 'offline',
          VITE_CORS_PROXY_URL: '',
          VITE_NORMAL_ROUTER: false,
        })};`,
      );
      return;
    }
    const file = path.resolve(root, `.${pathname === '/' ? '/index.html' : pathname}`);
    if (
      !file.startsWith(`${root}${path.sep}`) ||
      !fs.existsSync(file) ||
      fs.statSync(file).isDirectory()
    ) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

interface StoredAccount {
  token: string;
  userId: string;
  sessionId: string;
}

async function storedAccount(page: Page): Promise<StoredAccount | null> {
  const raw = await page.evaluate(() => localStorage.getItem('__MW::auth'));
  return (
    (JSON.parse(raw ?? '{}') as { state?: { account?: StoredAccount | null } }).state?.account ??
    null
  );
}

const WAIT = { timeout: 20_000, interval: 250 };

describe.skipIf(!MOVIEWEB_DIST)('the movie-web 4.6.2 web app against our server', () => {
  let backend: RunningServer;
  let site: http.Server;
  let siteUrl: string;
  let browser: Browser;
  /**
   * Every call the app made to our server that failed or was refused, as `device METHOD url
   * status`: a CORS refusal shows as a failed request.
   */
  const failures: string[] = [];

  beforeAll(async () => {
    const dist = MOVIEWEB_DIST!;
    if (!fs.existsSync(path.join(dist, 'index.html'))) {
      throw new Error(`MOVIEWEB_DIST=${dist} has no index.html: build movie-web 4.6.2 first`);
    }
    let backendUrl = '';
    site = await serveMovieWeb(dist, () => backendUrl);
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    backend = await startServer({ CORS_ORIGINS: siteUrl });
    backendUrl = backend.baseUrl;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await backend?.stop();
    await new Promise((resolve) => site?.close(resolve));
  });

  /** A page of the app whose calls to our server are watched for failures. */
  async function appPage(device: string): Promise<Page> {
    const page = await browser.newPage();
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(backend.baseUrl)) {
        failures.push(
          `${device} ${request.method()} ${request.url()} ${request.failure()?.errorText}`,
        );
      }
    });
    page.on('response', (response) => {
      if (response.url().startsWith(backend.baseUrl) && response.status() >= 400) {
        failures.push(
          `${device} ${response.request().method()} ${response.url()} ${response.status()}`,
        );
      }
    });
    return page;
  }

  const api = async (account: StoredAccount, pathname: string) =>
    fetch(`${backend.baseUrl}${pathname}`, {
      headers: { Authorization: `Bearer ${account.token}` },
    });

  it('registers, logs in, saves settings, removes a device and deletes the account', async () => {
    const page = await appPage('laptop');

    // Register: trust the server (named by our /meta), keep the passphrase, name the device.
    await page.goto(`${siteUrl}/#/register`);
    await page.getByText('Screenroom', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'I trust this server' }).click();
    const words = await page
      .getByText('Passphrase', { exact: true })
      .locator('xpath=../..')
      .locator('div.grid > div')
      .allTextContents();
    expect(words).toHaveLength(12);
    const passphrase = words.join(' ');
    await page.getByRole('button', { name: 'I have saved my passphrase' }).click();
    await page.getByPlaceholder('Personal phone').fill('Laptop');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('input[name="username"]').fill(passphrase);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => storedAccount(page), WAIT).not.toBeNull();
    const owner = (await storedAccount(page))!;
    expect((await api(owner, '/users/@me')).status).toBe(200);

    // Log in as a second device.
    const phone = await appPage('phone');
    await phone.goto(`${siteUrl}/#/login`);
    await phone.locator('input[name="username"]').fill(passphrase);
    await phone.getByPlaceholder('Personal phone').fill('Phone');
    await phone.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => storedAccount(phone), WAIT).not.toBeNull();
    const phoneAccount = (await storedAccount(phone))!;
    expect(phoneAccount.userId).toBe(owner.userId);
    expect(phoneAccount.sessionId).not.toBe(owner.sessionId);

    // Settings: a theme saved reaches our server.
    await page.goto(`${siteUrl}/#/settings`);
    await page.getByText('Teal', { exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(
        async () =>
          (
            (await (await api(owner, `/users/${owner.userId}/settings`)).json()) as {
              applicationTheme?: string | null;
            }
          ).applicationTheme,
        WAIT,
      )
      .toBe('teal');

    // Devices: both are listed (names decrypted by the app); removing the phone ends its session.
    await page.reload();
    await page.getByText('Phone', { exact: true }).waitFor();
    await page.getByText('Laptop', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.poll(async () => (await api(phoneAccount, '/users/@me')).status, WAIT).toBe(401);
    await expect.poll(() => page.getByText('Phone', { exact: true }).count(), WAIT).toBe(0);

    // Account deletion: movie-web 4.6.2 asks GET /users/{id} and then logs out.
    const asked = page.waitForResponse(
      (response) =>
        response.url() === `${backend.baseUrl}/users/${owner.userId}` &&
        response.request().method() === 'GET',
    );
    await page.getByRole('button', { name: 'Delete account' }).first().click();
    await page.getByText('Are you sure?').waitFor();
    await page.getByRole('button', { name: 'Delete account' }).last().click();
    expect((await asked).status()).toBe(200);
    await expect.poll(() => storedAccount(page), WAIT).toBeNull();

    // The only refusals were the ones asked for: the removed phone's session, if it looked.
    expect(failures.filter((failure) => !/^phone .* 401$/.test(failure))).toEqual([]);
    await phone.close();
    await page.close();
  });
});
