import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../browser.ts';
import { collectConsoleErrors } from '../console-errors.ts';
import { useLanguage } from '../locale.ts';

/** The card titles of a carousel, once it has loaded (it waits for the first card). */
async function cardTitles(carousel: Locator): Promise<string[]> {
  await carousel.scrollIntoViewIfNeeded();
  const titles = carousel.locator('li h3');
  await titles.first().waitFor();
  return titles.allTextContents();
}

/** The Discover page against the real server and its embedded catalog. */
describe('discover', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];

  const carousel = (name: string | RegExp) => page.getByRole('region', { name });

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await useLanguage(context, 'en');
    // The tabs' own rows: this server plays few titles, so Plays here would start on.
    await context.addInitScript(() => {
      if (localStorage.getItem('__MW::preferences') === null) {
        localStorage.setItem(
          '__MW::preferences',
          JSON.stringify({ state: { playsHereFilter: false }, version: 3 }),
        );
      }
    });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    consoleErrors = collectConsoleErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  // Each test starts on a freshly loaded Discover page.
  beforeEach(async () => {
    await page.goto(`${baseUrl}/discover`);
    await page.getByRole('heading', { level: 1, name: 'Discover' }).waitFor();
    // The page's own restoring of the last view is under test, not the browser's; the mode
    // is stored with each history entry, so it is set before the first one is left.
    await page.evaluate(() => (history.scrollRestoration = 'manual'));
  });

  // Every test must leave the console clean; checked after each, so each one can run alone.
  afterEach(() => {
    expect(consoleErrors).toEqual([]);
  });

  /** Chooses the Animation pill of the genre carousel and waits until its titles show. */
  async function chooseAnimation(): Promise<Locator> {
    await cardTitles(carousel('Action movies'));
    await carousel('Action movies').getByRole('button', { name: 'Animation', exact: true }).click();
    const animation = carousel('Animation movies');
    await expect
      .poll(async () =>
        animation
          .getByRole('button', { name: 'Animation', exact: true })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    return animation;
  }

  it('shows catalog titles in the movie carousels', async () => {
    expect(await page.getByRole('tab', { name: 'Movies' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const topRated = await cardTitles(carousel('Top rated movies'));
    expect(topRated.slice(0, 2)).toEqual(['The Shawshank Redemption', 'The Godfather']);
    expect(topRated.length).toBeGreaterThan(10);
    expect(topRated.length).toBeLessThanOrEqual(20);
    expect((await cardTitles(carousel('Latest releases'))).length).toBeGreaterThan(0);
    expect(await cardTitles(carousel(/^Movies on /))).not.toEqual([]);
    expect(await cardTitles(carousel('Action movies'))).toContain('The Dark Knight');
  });

  it('changes the genre carousel when another genre pill is chosen', async () => {
    const action = await cardTitles(carousel('Action movies'));
    const pill = carousel('Action movies').getByRole('button', { name: 'Animation', exact: true });
    await pill.click();
    const animation = carousel('Animation movies');
    await expect
      .poll(async () =>
        animation
          .getByRole('button', { name: 'Animation', exact: true })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    const titles = await cardTitles(animation);
    expect(titles).toContain('Spirited Away');
    expect(titles).not.toEqual(action);
  });

  describe('with the Animation pill chosen', () => {
    beforeEach(async () => {
      await cardTitles(await chooseAnimation());
    });

    it('opens the more-page from a carousel and comes back to the same place', async () => {
      const genre = carousel('Animation movies');
      await genre.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);
      await genre.getByRole('link', { name: 'View more: Animation movies' }).click();
      await page.waitForURL(`${baseUrl}/discover/more/genre/16/movie`);
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Discover' }).waitFor();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    });
  });

  it('shows shows on the TV Shows tab, reached with the arrow keys', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('tab', { name: 'Movies' }).focus();
    await page.keyboard.press('ArrowRight');
    const tv = page.getByRole('tab', { name: 'TV Shows' });
    expect(await tv.getAttribute('aria-selected')).toBe('true');
    expect(await tv.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await cardTitles(carousel('Top rated shows'))).toContain('Breaking Bad');
    expect(await cardTitles(carousel('Latest TV releases'))).not.toEqual([]);
    expect(await cardTitles(carousel('Popular shows'))).not.toEqual([]);
    const link = carousel('Top rated shows').getByRole('link', { name: /Breaking Bad/ });
    expect(await link.getAttribute('href')).toBe('/media/tmdb-tv-1396-breaking-bad');
  });

  it('shows the editor picks', async () => {
    await page.getByRole('tab', { name: 'Editor Picks' }).click();
    const movies = await cardTitles(carousel('Editor picks: movies'));
    expect(movies).toHaveLength(31);
    expect(movies).toContain('The Godfather');
    const shows = await cardTitles(carousel('Editor picks: shows'));
    expect(shows).toHaveLength(16);
    expect(shows).toContain('Breaking Bad');
  });
});
