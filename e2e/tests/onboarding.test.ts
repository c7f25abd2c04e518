import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../browser.ts';
import { collectConsoleErrors } from '../console-errors.ts';
import { startEchoingProxy, type LocalService } from '../echo-service.ts';
import { useLanguage } from '../locale.ts';

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
 * and lands on the page named by `redirect`. The echo service is the suite's (global-setup.ts).
 */
describe('onboarding', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let proxy: LocalService;
  const consoleErrors: string[][] = [];

  async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await useLanguage(context, 'en');
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
});
