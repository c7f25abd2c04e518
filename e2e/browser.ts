import { chromium, type Browser } from 'playwright-core';
import { watchCspViolations } from './console-errors.ts';

/** Debian's Chromium; `npx playwright install` cannot work on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser tests never reach the internet. Every request for a host outside this machine is sent
 * to a proxy address on loopback where nothing listens, so it fails inside the browser with
 * ERR_PROXY_CONNECTION_FAILED before any lookup or connection, as it would on a machine without
 * internet (an image still, a font, a provider's host); loopback stays direct. A Chromium switch
 * rather than a Playwright route: a route intercepts every request and turns off the HTTP cache,
 * which cost the browser suite about 15 %.
 */
export const NO_INTERNET_ARGS = [
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=127.0.0.0/8;localhost;*.localhost;[::1]',
];

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
      ...NO_INTERNET_ARGS,
    ],
  });
  // Every context is watched for CSP violations (csp-check.ts) and blocks service workers unless
  // the test asks for them (`serviceWorkers: 'allow'`): the app's worker would precache the whole
  // build in every context and answer the scripts it keeps past a test's own routes. newPage makes
  // its context through newContext too.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options = {}) => {
    const context = await newContext({ serviceWorkers: 'block', ...options });
    watchCspViolations(context);
    return context;
  };
  return browser;
}
