import { chromium, type Browser, type BrowserContext, type Route } from 'playwright-core';

/** Debian's Chromium; `npx playwright install` cannot work on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether a URL stays on this machine: 127.0.0.0/8, ::1, localhost, or not a network URL (data:, blob:). */
export function staysOnThisMachine(url: URL): boolean {
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return true;
  const host = url.hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '[::1]') return true;
  const octets = host.split('.');
  return (
    octets.length === 4 &&
    octets[0] === '127' &&
    octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255)
  );
}

const guarded = new WeakSet<BrowserContext>();

/**
 * Browser tests never reach the internet: a page's request to any other host (a video still, a
 * font, an analytics script) is aborted inside the browser, before any connection, as it would
 * fail on a machine without internet. Loopback requests go on to the test's own routes or the
 * network.
 */
export async function blockOutsideRequests(context: BrowserContext): Promise<void> {
  if (guarded.has(context)) return;
  guarded.add(context);
  await context.route(
    (url) => !staysOnThisMachine(url),
    (route: Route) => route.abort('internetdisconnected'),
  );
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  // Every context gets the guard before its first page loads anything (`newPage` makes its
  // context through `newContext` too).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await blockOutsideRequests(context);
    return context;
  };
  return browser;
}
