import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { findAxeViolations } from '../axe.ts';
import { launchBrowser } from '../browser.ts';
import { collectConsoleErrors } from '../console-errors.ts';
import { startEchoingProxy, type LocalService } from '../echo-service.ts';
import { useLanguage } from '../locale.ts';
import { repoRoot } from '../server.ts';

const REDIRECT = '/about';

async function storedOnboarding(page: Page): Promise<{ completed: boolean; proxySet: unknown }> {
  return page.evaluate(() => {
    const read = (key: string) =>
      (
        JSON.parse(localStorage.getItem(key) ?? '{"state":{}}') as {
          state: Record<string, unknown>;
        }
      ).state;
    return {
      completed: read('__MW::onboarding').completed === true,
      proxySet: read('__MW::auth').proxySet ?? null,
    };
  });
}

/**
 * Issue 4: onboarding completes both ways a browser without the extension can take, by keyboard,
 * and lands on the page named by `redirect`. Issue 22: neither step is a dead end, and the proxy
 * test asks nothing outside this machine.
 */
describe('onboarding', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let proxy: LocalService;
  const consoleErrors: string[][] = [];

  async function freshPage(language = 'en'): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await useLanguage(context, language);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    consoleErrors.push(collectConsoleErrors(page));
    return { context, page };
  }

  beforeAll(async () => {
    [browser, proxy] = await Promise.all([launchBrowser(), startEchoingProxy()]);
  });

  afterAll(async () => {
    await browser?.close();
    await proxy?.stop();
  });

  // Every test must leave the console clean; checked after each, so each one can run alone.
  afterEach(() => {
    expect(consoleErrors.flat()).toEqual([]);
  });

  it('completes with the default setup and goes to the redirect target', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${baseUrl}/onboarding?redirect=${encodeURIComponent(REDIRECT)}`);
    const button = page.getByRole('button', { name: 'Continue with the default setup' });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}${REDIRECT}`);
    expect(await storedOnboarding(page)).toEqual({ completed: true, proxySet: null });
    await context.close();
  });

  it('refuses an address that is not a proxy', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${baseUrl}/onboarding/proxy?redirect=${encodeURIComponent(REDIRECT)}`);
    const field = page.getByLabel('Proxy URL');
    await field.fill(baseUrl);
    await field.press('Enter');
    await page.getByRole('alert').waitFor();
    expect(new URL(page.url()).pathname).toBe('/onboarding/proxy');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await storedOnboarding(page)).toEqual({ completed: false, proxySet: null });
    await context.close();
  });

  it('completes through a proxy that passes the echo test and keeps it', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${baseUrl}/onboarding?redirect=${encodeURIComponent(REDIRECT)}`);
    await page.getByRole('link', { name: /Set up a proxy/ }).press('Enter');
    await page.waitForURL(/\/onboarding\/proxy\?redirect=/);
    const field = page.getByLabel('Proxy URL');
    await field.fill(proxy.url);
    await field.press('Enter');
    await page.waitForURL(`${baseUrl}${REDIRECT}`);
    expect(await storedOnboarding(page)).toEqual({ completed: true, proxySet: [proxy.url] });
    await context.close();
  });

  it('passes this server’s own /proxy with a token request and no request leaving this machine', async () => {
    const { context, page } = await freshPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${baseUrl}/onboarding/proxy?redirect=${encodeURIComponent(REDIRECT)}`);
    const field = page.getByLabel('Proxy URL');
    await field.fill(`${baseUrl}/proxy`);
    await field.press('Enter');
    await page.waitForURL(`${baseUrl}${REDIRECT}`);
    // The built-in proxy is used when no proxy is set, with the tokens only it asks for.
    expect(await storedOnboarding(page)).toEqual({ completed: true, proxySet: null });
    expect(requests.filter((url) => new URL(url).pathname === '/proxy/token')).toHaveLength(1);
    expect(requests.filter((url) => url.includes('destination='))).toEqual([]);
    expect(requests.filter((url) => new URL(url).hostname !== '127.0.0.1')).toEqual([]);
    await context.close();
  });

  it('offers this server’s extension build as a zip holding its manifest', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${baseUrl}/onboarding/extension`);
    const link = page.getByRole('link', { name: /^Download the extension \(version / });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-download-'));
    try {
      const file = path.join(dir, download.suggestedFilename());
      await download.saveAs(file);
      expect(download.suggestedFilename()).toMatch(/^screenroom-extension-\d+\.\d+\.\d+\.zip$/);
      // A reader other than the one that wrote it checks every entry.
      expect(execFileSync('python3', ['-m', 'zipfile', '-t', file]).toString()).toMatch(
        /Done testing/,
      );
      const manifest = execFileSync('python3', [
        '-c',
        'import sys, zipfile; sys.stdout.buffer.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]))',
        file,
        'screenroom-extension/manifest.json',
      ]);
      const built = fs.readFileSync(path.join(repoRoot, 'apps/extension/dist/manifest.json'));
      expect(manifest.equals(built)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // The build answers its own origins; this test's server runs elsewhere, and the page says so.
    await page.getByText(`This page's address, ${baseUrl}, is not.`, { exact: false }).waitFor();
    await context.close();
  });

  it.each(['en', 'ar'])(
    'keeps both steps axe-clean in %s with More info open',
    async (language) => {
      const { context, page } = await freshPage(language);
      await page.goto(`${baseUrl}/onboarding/extension`);
      await page.locator('a[download]').waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
      await page.goto(`${baseUrl}/onboarding/proxy`);
      await page.locator('details summary').click();
      await page.locator('details[open] dl').waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
      await context.close();
    },
  );
});
