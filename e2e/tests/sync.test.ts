import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { logInThroughForm, registerThroughWizard } from '../account-wizard.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../browser.ts';

interface StoredAccount {
  token: string;
  userId: string;
}

const SINTEL = '45745';
const SYNC_TIMEOUT = { timeout: 20_000, interval: 500 };

async function storedAccount(page: Page): Promise<StoredAccount> {
  const raw = await page.evaluate(() => localStorage.getItem('__MW::auth'));
  const account = (JSON.parse(raw ?? '{}') as { state?: { account?: StoredAccount } }).state
    ?.account;
  if (!account) throw new Error('No account stored');
  return account;
}

async function localState<T>(page: Page, key: string): Promise<T> {
  const raw = await page.evaluate((k) => localStorage.getItem(k), key);
  return (JSON.parse(raw ?? '{"state":{}}') as { state: T }).state;
}

/** The ids a persisted store keeps under `field`, such as its bookmarks or progress items. */
async function storedIds(page: Page, key: string, field: string): Promise<string[]> {
  const state = await localState<Record<string, Record<string, unknown> | undefined>>(page, key);
  return Object.keys(state[field] ?? {});
}

/** What the server holds, asked through the page so it uses the same origin and token. */
async function serverData(page: Page, account: StoredAccount) {
  return page.evaluate(async ({ userId, token }) => {
    const get = async (what: string) => {
      const response = await fetch(`/users/${userId}/${what}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return (await response.json()) as { tmdbId: string; watched?: number }[];
    };
    return { bookmarks: await get('bookmarks'), progress: await get('progress') };
  }, account);
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

async function toggleBookmark(page: Page, name: keyof typeof otherLabel) {
  // Moving the pointer shows the player's controls, which hide again after a while.
  await page.mouse.move(10, 10);
  await page.locator('video').hover();
  await page.getByRole('button', { name }).click();
  await page.getByRole('button', { name: otherLabel[name] }).waitFor();
}

/**
 * Resolves once `count` requests whose address matches `pattern` have failed, as every request
 * does while the browser is offline; start it before the action that causes them.
 */
function failedRequests(page: Page, pattern: RegExp, count: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = 0;
    const onFailed = (request: { url(): string }) => {
      if (!pattern.test(request.url())) return;
      seen += 1;
      if (seen < count) return;
      clearTimeout(timer);
      page.off('requestfailed', onFailed);
      resolve();
    };
    const timer = setTimeout(() => {
      page.off('requestfailed', onFailed);
      reject(new Error(`${seen} of ${count} requests to ${pattern} failed in time`));
    }, SYNC_TIMEOUT.timeout);
    page.on('requestfailed', onFailed);
  });
}

/** The video's position, read from the page. */
function videoTime(page: Page): Promise<number> {
  return page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);
}

/**
 * Issue 3's sync path: changes made in one browser reach the other through the server, changes
 * made offline arrive once the browser is back, and an exported file brings everything back.
 */
describe('sync between browsers', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let first: BrowserContext;
  let second: BrowserContext;
  let pageA: Page;
  let passphrase = '';
  let account: StoredAccount;

  beforeAll(async () => {
    browser = await launchBrowser();
    first = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      acceptDownloads: true,
    });
    second = await browser.newContext({ viewport: { width: 390, height: 800 } });
    pageA = await first.newPage();
    passphrase = (await registerThroughWizard(pageA, baseUrl, { device: 'Desktop' })).join(' ');
    account = await storedAccount(pageA);
  });

  afterAll(async () => {
    await browser?.close();
  });

  /**
   * The first browser playing Sintel, with its progress on the server and, when `bookmarked` is
   * given, the bookmark set or not, there too. What a test before left so is kept as it is.
   */
  async function playingSintelSynced(bookmarked?: boolean): Promise<void> {
    if (pageA.isClosed()) pageA = await first.newPage();
    if (!pageA.url().includes(`tmdb-movie-${SINTEL}`)) await openSintel(pageA, baseUrl);
    if (bookmarked !== undefined) {
      const has = (await storedIds(pageA, '__MW::bookmarks', 'bookmarks')).includes(SINTEL);
      if (has !== bookmarked) {
        await toggleBookmark(pageA, bookmarked ? 'Bookmark this title' : 'Remove bookmark');
      }
    }
    await expect
      .poll(async () => {
        const data = await serverData(pageA, account);
        const hasBookmark = data.bookmarks.some((b) => b.tmdbId === SINTEL);
        return (
          data.progress.some((p) => p.tmdbId === SINTEL) &&
          (bookmarked === undefined || hasBookmark === bookmarked)
        );
      }, SYNC_TIMEOUT)
      .toBe(true);
  }

  it('sends a bookmark and watch progress from the player to the server', async () => {
    await openSintel(pageA, baseUrl);
    await toggleBookmark(pageA, 'Bookmark this title');
    await expect
      .poll(async () => {
        const data = await serverData(pageA, account);
        return data.bookmarks.some((b) => b.tmdbId === SINTEL) && data.progress.length > 0;
      }, SYNC_TIMEOUT)
      .toBe(true);
  });

  describe('with Sintel bookmarked', () => {
    beforeEach(() => playingSintelSynced(true));

    it('shows the bookmark and progress in a second browser logged in with the passphrase', async () => {
      const pageB = await second.newPage();
      await logInThroughForm(pageB, baseUrl, passphrase, 'Phone');
      await pageB.reload();
      const bookmarks = pageB.getByRole('region', { name: 'Bookmarks' });
      await bookmarks.getByRole('link', { name: /Sintel/ }).waitFor({ timeout: 15_000 });
      await expect
        .poll(() => storedIds(pageB, '__MW::progress', 'items'), SYNC_TIMEOUT)
        .toContain(SINTEL);
      await pageB.close();
    });

    it('keeps changes made offline and delivers them when the browser is back online', async () => {
      await first.setOffline(true);
      // Two sync ticks try to send the change while offline: it must still be waiting, not lost.
      const twoTries = failedRequests(pageA, new RegExp(`/users/${account.userId}/bookmarks`), 2);
      await toggleBookmark(pageA, 'Remove bookmark');
      await twoTries;
      const waiting = await localState<{ updateQueue: { action: string }[] }>(
        pageA,
        '__MW::bookmarks',
      );
      expect(waiting.updateQueue.map((u) => u.action)).toContain('delete');
      await first.setOffline(false);
      await expect
        .poll(async () => (await serverData(pageA, account)).bookmarks.length, SYNC_TIMEOUT)
        .toBe(0);

      const pageB = await second.newPage();
      await pageB.goto(baseUrl);
      await expect
        .poll(() => storedIds(pageB, '__MW::bookmarks', 'bookmarks'), SYNC_TIMEOUT)
        .toEqual([]);
      await pageB.close();
    });
  });

  describe('with Sintel playing', () => {
    beforeEach(() => playingSintelSynced());

    it('delivers a progress and a settings change made offline after the tab was closed', async () => {
      const before = (await serverData(pageA, account)).progress.find((p) => p.tmdbId === SINTEL);
      const settingsPage = await first.newPage();
      await settingsPage.goto(`${baseUrl}/settings`);
      const thumbnails = settingsPage.getByRole('switch', { name: 'Seek thumbnails' });
      await thumbnails.waitFor({ timeout: 15_000 });
      const wanted = (await thumbnails.getAttribute('aria-checked')) !== 'true';

      await first.setOffline(true);
      const offlineAt = await videoTime(pageA);
      await thumbnails.click();
      // Watching on while offline queues a newer progress report: one for a later position.
      await expect
        .poll(async () => {
          const { updateQueue } = await localState<{
            updateQueue: { tmdbId: string; progress?: { watched: number } }[];
          }>(pageA, '__MW::progress');
          return updateQueue.some(
            (u) => u.tmdbId === SINTEL && (u.progress?.watched ?? 0) > offlineAt,
          );
        }, SYNC_TIMEOUT)
        .toBe(true);
      const queued = await localState<{ updateQueue: { tmdbId: string }[] }>(
        pageA,
        '__MW::progress',
      );
      expect(queued.updateQueue.map((u) => u.tmdbId)).toContain(SINTEL);
      // Both tabs close while the changes are still waiting.
      await settingsPage.close();
      await pageA.close();

      await first.setOffline(false);
      pageA = await first.newPage();
      await pageA.goto(baseUrl);
      await expect
        .poll(async () => {
          const data = await serverData(pageA, account);
          return data.progress.find((p) => p.tmdbId === SINTEL)?.watched ?? 0;
        }, SYNC_TIMEOUT)
        .toBeGreaterThan(before?.watched ?? 0);
      await expect
        .poll(
          () =>
            pageA.evaluate(async ({ userId, token }) => {
              const response = await fetch(`/users/${userId}/settings`, {
                headers: { Authorization: `Bearer ${token}` },
              });
              return ((await response.json()) as { enableThumbnails?: boolean }).enableThumbnails;
            }, account),
          SYNC_TIMEOUT,
        )
        .toBe(wanted);
      const thumbnailsNow = await localState<{ enableThumbnails?: boolean }>(
        pageA,
        '__MW::preferences',
      );
      expect(thumbnailsNow.enableThumbnails).toBe(wanted);
    });
  });

  it('keeps and uploads the local data of a device that logs in', async () => {
    const third = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await third.newPage();
    // Data this device had before the login, without any queued change (as converted from the
    // old movie-web formats): a bookmark the account does not have yet.
    await page.goto(baseUrl);
    await page.evaluate(() => {
      localStorage.setItem(
        '__MW::bookmarks',
        JSON.stringify({
          state: {
            bookmarks: {
              '10378': { type: 'movie', title: 'Big Buck Bunny', year: 2008, updatedAt: 1 },
            },
            updateQueue: [],
          },
          version: 1,
        }),
      );
    });
    await logInThroughForm(page, baseUrl, passphrase, 'Laptop');
    await expect
      .poll(
        async () => (await serverData(page, account)).bookmarks.map((b) => b.tmdbId),
        SYNC_TIMEOUT,
      )
      .toContain('10378');
    // The restore after the login keeps it, and brings the account's own progress.
    await page.reload();
    await expect
      .poll(() => storedIds(page, '__MW::bookmarks', 'bookmarks'), SYNC_TIMEOUT)
      .toContain('10378');
    await third.close();
    // The next test expects the account to hold only Sintel's bookmark.
    await pageA.evaluate(async ({ userId, token }) => {
      await fetch(`/users/${userId}/bookmarks/10378`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      });
    }, account);
  });

  describe('with Sintel playing, not bookmarked', () => {
    beforeEach(() => playingSintelSynced(false));

    it('exports the data, and an import after a wipe brings it all back', async () => {
      await toggleBookmark(pageA, 'Bookmark this title');
      // Loading the next page restores from the server; let this change get there first.
      await expect
        .poll(async () => (await serverData(pageA, account)).bookmarks.length, SYNC_TIMEOUT)
        .toBe(1);
      await pageA.goto(`${baseUrl}/migration/download`);
      const [download] = await Promise.all([
        pageA.waitForEvent('download'),
        pageA.getByRole('button', { name: 'Download file' }).click(),
      ]);
      const file = path.join(tmpdir(), `screenroom-sync-${Date.now()}.json`);
      await download.saveAs(file);
      const exported = JSON.parse(await readFile(file, 'utf8')) as {
        bookmarks: Record<string, unknown>;
        progress: Record<string, unknown>;
        exportDate: string;
      };
      expect(Object.keys(exported.bookmarks)).toEqual([SINTEL]);
      expect(Object.keys(exported.progress)).toEqual([SINTEL]);
      expect(Number.isNaN(Date.parse(exported.exportDate))).toBe(false);

      // Wipe: a fresh account on an empty browser, so nothing can come back from the server.
      await pageA.evaluate(() => localStorage.clear());
      await registerThroughWizard(pageA, baseUrl, { device: 'Desktop again' });
      const fresh = await storedAccount(pageA);
      expect(fresh.userId).not.toBe(account.userId);

      await pageA.goto(`${baseUrl}/migration/upload`);
      await pageA.getByLabel('Export file (.json)').setInputFiles(file);
      await expect.poll(() => pageA.getByTestId('import-bookmarks').textContent()).toBe('1');
      expect(await pageA.getByTestId('import-progress').textContent()).toBe('1');
      await pageA.getByRole('button', { name: 'Import' }).click();
      await pageA.getByText('Your data has been imported.').waitFor();

      await expect
        .poll(async () => {
          const data = await serverData(pageA, fresh);
          return [data.bookmarks.map((b) => b.tmdbId), data.progress.map((p) => p.tmdbId)];
        }, SYNC_TIMEOUT)
        .toEqual([[SINTEL], [SINTEL]]);
    });
  });
});
