import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { logInThroughForm, registerThroughWizard } from '../account-wizard.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../browser.ts';

interface StoredAccount {
  token: string;
  userId: string;
}

const SINTEL = '45745';
const BOOKMARK_ROUTES = '**/users/*/bookmarks/**';
const SERVER_TIMEOUT = { timeout: 20_000, interval: 250 };

async function storedAccount(page: Page): Promise<StoredAccount | null> {
  const raw = await page.evaluate(() => localStorage.getItem('__MW::auth'));
  return (
    (JSON.parse(raw ?? '{}') as { state?: { account?: StoredAccount | null } }).state?.account ??
    null
  );
}

async function accountOf(page: Page): Promise<StoredAccount> {
  const account = await storedAccount(page);
  if (!account) throw new Error('No account stored');
  return account;
}

/** The bookmarks the server holds, asked from the test itself: the page may be gone. */
async function serverBookmarks(baseUrl: string, account: StoredAccount): Promise<string[]> {
  const response = await fetch(`${baseUrl}/users/${account.userId}/bookmarks`, {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  if (!response.ok) throw new Error(`GET bookmarks answered ${response.status}`);
  return ((await response.json()) as { tmdbId: string }[]).map((bookmark) => bookmark.tmdbId);
}

async function openSintel(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/media/tmdb-movie-${SINTEL}-sintel`);
  const video = page.locator('video');
  await video.waitFor({ timeout: 20_000 });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(1);
}

const otherLabel = {
  'Bookmark this title': 'Remove bookmark',
  'Remove bookmark': 'Bookmark this title',
} as const;

/** Moving the pointer shows the player's controls, which hide again after a while. */
async function showControls(page: Page): Promise<void> {
  await page.mouse.move(10, 10);
  await page.locator('video').hover();
}

async function toggleBookmark(page: Page, name: keyof typeof otherLabel): Promise<void> {
  await showControls(page);
  await page.getByRole('button', { name }).click();
  await page.getByRole('button', { name: otherLabel[name] }).waitFor();
}

/** From the player back to the home page inside the app, so the page itself stays. */
async function backToHome(page: Page, baseUrl: string): Promise<void> {
  await showControls(page);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/** The open account menu of the top bar. */
async function accountMenu(page: Page) {
  const trigger = page.getByRole('button', { name: 'Account menu' });
  await trigger.click();
  const panelId = await trigger.getAttribute('aria-controls');
  const panel = page.locator(`[id="${panelId}"]`);
  await panel.waitFor();
  return panel;
}

/**
 * The losses: a change still queued when the viewer logs out, closes the tab or deletes
 * the account. One account serves every case (the server limits how many may be made).
 */
describe('nothing queued is lost at logout, tab close or account deletion', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** Set while a page closes as a tab would (`runBeforeUnload` returns before the page is gone). */
  let closing: Promise<unknown> | null = null;
  let passphrase = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    passphrase = (await registerThroughWizard(page, baseUrl, { device: 'Desktop' })).join(' ');
  });

  afterAll(async () => {
    await browser?.close();
  });

  /**
   * Logged in on an open page, with Sintel bookmarked or not on the server and in this browser.
   * Each test starts from where the one before it ends; these steps bring a test run alone there,
   * with the same account.
   */
  async function loggedInWith(bookmarked: boolean): Promise<void> {
    if (closing) {
      await closing;
      closing = null;
    }
    if (page.isClosed()) {
      page = await context.newPage();
      page.setDefaultTimeout(15_000);
    }
    if (!page.url().startsWith(baseUrl)) await page.goto(baseUrl);
    if (!(await storedAccount(page))) await logInThroughForm(page, baseUrl, passphrase, 'Desktop');
    const account = await accountOf(page);
    if ((await serverBookmarks(baseUrl, account)).includes(SINTEL) === bookmarked) return;
    await openSintel(page, baseUrl);
    await toggleBookmark(page, bookmarked ? 'Bookmark this title' : 'Remove bookmark');
    await expect
      .poll(async () => (await serverBookmarks(baseUrl, account)).includes(SINTEL), SERVER_TIMEOUT)
      .toBe(bookmarked);
  }

  async function loggedOut(): Promise<void> {
    if (!(await storedAccount(page))) return;
    if (page.url() !== `${baseUrl}/`) await page.goto(baseUrl);
    const menu = await accountMenu(page);
    await menu.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => storedAccount(page), SERVER_TIMEOUT).toBeNull();
  }

  describe('logged in, nothing bookmarked', () => {
    beforeEach(() => loggedInWith(false));

    it('saves a bookmark made just before logging out', async () => {
      // Until the logout the server answers 503, so no sync tick or page-hide send can deliver
      // the bookmark first: only the logout's own save can.
      let open = false;
      const delivered: number[] = [];
      await page.route(BOOKMARK_ROUTES, async (route: Route) => {
        if (!open) {
          await route.fulfill({ status: 503, json: { message: 'Not yet' } });
          return;
        }
        const response = await route.fetch();
        delivered.push(response.status());
        await route.fulfill({ response });
      });
      await openSintel(page, baseUrl);
      await toggleBookmark(page, 'Bookmark this title');
      await backToHome(page, baseUrl);
      const menu = await accountMenu(page);

      open = true;
      await menu.getByRole('button', { name: 'Log out' }).click();
      await page.getByRole('button', { name: 'Account menu' }).waitFor();
      await expect.poll(() => storedAccount(page), SERVER_TIMEOUT).toBeNull();
      expect(delivered).toEqual([200]);
      await page.unroute(BOOKMARK_ROUTES);

      await logInThroughForm(page, baseUrl, passphrase, 'Desktop');
      expect(await serverBookmarks(baseUrl, await accountOf(page))).toEqual([SINTEL]);
      await page
        .getByRole('region', { name: 'Bookmarks' })
        .getByRole('link', { name: /Sintel/ })
        .waitFor();
    });
  });

  describe('logged in, Sintel bookmarked', () => {
    beforeEach(() => loggedInWith(true));

    it('offers to try again when the server cannot be reached at logout, and saves then', async () => {
      let reachable = false;
      await page.route(BOOKMARK_ROUTES, async (route: Route) => {
        if (reachable) await route.continue();
        else await route.abort('internetdisconnected');
      });
      await openSintel(page, baseUrl);
      await toggleBookmark(page, 'Remove bookmark');
      await backToHome(page, baseUrl);
      const menu = await accountMenu(page);
      await menu.getByRole('button', { name: 'Log out' }).click();

      const alert = menu.getByRole('alert');
      await alert.getByText(/server cannot be reached/).waitFor();
      await alert.getByRole('button', { name: 'Log out anyway' }).waitFor();
      expect(await storedAccount(page)).not.toBeNull();

      reachable = true;
      const removal = page.waitForResponse(
        (response) =>
          response.request().method() === 'DELETE' &&
          response.url().endsWith(`/bookmarks/${SINTEL}`),
      );
      await alert.getByRole('button', { name: 'Try again' }).click();
      expect((await removal).status()).toBe(200);
      await expect.poll(() => storedAccount(page), SERVER_TIMEOUT).toBeNull();
      await page.unroute(BOOKMARK_ROUTES);
    });
  });

  describe('logged out, nothing bookmarked', () => {
    beforeEach(async () => {
      await loggedInWith(false);
      await loggedOut();
    });

    it('delivers a change made just before the tab closes', async () => {
      await logInThroughForm(page, baseUrl, passphrase, 'Desktop');
      const account = await accountOf(page);
      expect(await serverBookmarks(baseUrl, account)).toEqual([]);
      await openSintel(page, baseUrl);

      await toggleBookmark(page, 'Bookmark this title');
      closing = page.waitForEvent('close');
      await page.close({ runBeforeUnload: true });

      await expect.poll(() => serverBookmarks(baseUrl, account), SERVER_TIMEOUT).toEqual([SINTEL]);
    });
  });

  describe('logged in, Sintel bookmarked, on a new page', () => {
    beforeEach(() => loggedInWith(true));

    it('deletes the account right after a change with nothing sent after it', async () => {
      await openSintel(page, baseUrl);
      const account = await accountOf(page);
      const oldToken = `Bearer ${account.token}`;
      const log: string[] = [];
      page.on('request', (request) => {
        if (request.headers().authorization === oldToken) {
          log.push(`sent ${request.method()} ${new URL(request.url()).pathname}`);
        }
      });
      page.on('requestfinished', (request) => {
        if (request.headers().authorization === oldToken) {
          log.push(`answered ${request.method()} ${new URL(request.url()).pathname}`);
        }
      });
      // The sync round's request for the change is held on its way, so the deletion starts
      // while it is out.
      let heldNow: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (heldNow = resolve));
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      let first = true;
      await page.route(BOOKMARK_ROUTES, async (route: Route) => {
        if (first) {
          first = false;
          heldNow();
          await released;
        }
        await route.continue();
      });

      await toggleBookmark(page, 'Remove bookmark');
      await backToHome(page, baseUrl);
      const menu = await accountMenu(page);
      await menu.getByRole('link', { name: 'Settings', exact: true }).click();
      await page.getByRole('button', { name: 'Delete account' }).click();
      await held;
      const deletion = page.waitForResponse(
        (response) =>
          response.request().method() === 'DELETE' &&
          response.url().endsWith(`/users/${account.userId}`),
      );
      await page.getByRole('button', { name: 'Delete for good' }).click();
      await page.getByRole('button', { name: 'Deleting…' }).waitFor();
      release();

      expect((await deletion).ok()).toBe(true);
      await page.waitForURL(`${baseUrl}/`);
      await expect.poll(() => storedAccount(page), SERVER_TIMEOUT).toBeNull();

      const bookmark = `/users/${account.userId}/bookmarks/${SINTEL}`;
      const user = `/users/${account.userId}`;
      await expect.poll(() => log, SERVER_TIMEOUT).toContain(`answered DELETE ${user}`);
      // The request held on its way (the closed tab's change, sent again, or the removal) had its
      // answer before the deletion went out, and the deletion is the last request with the token.
      const heldRequest = log.find((entry) => entry.startsWith('sent') && entry.endsWith(bookmark));
      const answered = log.indexOf(`answered ${heldRequest?.slice('sent '.length)}`);
      expect(answered).toBeGreaterThan(-1);
      expect(answered).toBeLessThan(log.indexOf(`sent DELETE ${user}`));
      expect(log.slice(log.indexOf(`sent DELETE ${user}`))).toEqual([
        `sent DELETE ${user}`,
        `answered DELETE ${user}`,
      ]);
      const gone = await fetch(`${baseUrl}/users/@me`, { headers: { Authorization: oldToken } });
      expect(gone.status).toBe(401);
    });
  });
});
