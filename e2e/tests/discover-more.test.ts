import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findAxeViolations } from '../axe.ts';
import { launchBrowser } from '../browser.ts';
import { collectConsoleErrors } from '../console-errors.ts';
import { countTabbable, tabThrough } from '../keyboard.ts';
import { useLanguage } from '../locale.ts';

interface ListAnswer {
  page: number;
  total_pages: number;
  total_results: number;
  results: { title: string }[];
}

/** What the server's catalog answers, so the expectations follow the catalog, not a copy of it. */
async function catalog(baseUrl: string, path: string): Promise<ListAnswer> {
  const response = await fetch(`${baseUrl}/tmdb/3/${path}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as ListAnswer;
}

function gridTitles(page: Page, name: string): Promise<string[]> {
  return page.getByRole('list', { name }).locator('h3').allTextContents();
}

/** The more-page: a discover list in a grid, a page at a time. */
describe('discover more-page', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await useLanguage(context, 'en');
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    consoleErrors = collectConsoleErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lists popular movies and loads the next page on each press until the last', async () => {
    const first = await catalog(baseUrl, 'movie/popular?page=1');
    expect(first.total_pages).toBeGreaterThan(1);
    await page.goto(`${baseUrl}/discover/more/popular/movie`);
    await page.getByRole('heading', { level: 1, name: 'Popular movies' }).waitFor();
    await expect.poll(() => page.title()).toBe('Popular movies - Screenroom');
    await expect
      .poll(() => gridTitles(page, 'Popular movies'))
      .toEqual(first.results.map((movie) => movie.title));

    const second = await catalog(baseUrl, 'movie/popular?page=2');
    const loadMore = page.getByRole('button', { name: 'Load more' });
    await loadMore.click();
    await expect
      .poll(() => gridTitles(page, 'Popular movies'))
      .toEqual([...first.results, ...second.results].map((movie) => movie.title));

    for (let pageNumber = 3; pageNumber <= first.total_pages; pageNumber++) {
      await loadMore.click();
      await expect
        .poll(() => page.getByRole('list', { name: 'Popular movies' }).locator('h3').count())
        .toBe(Math.min(pageNumber * first.results.length, first.total_results));
    }
    expect(await page.getByRole('button', { name: /Load more|Loading/ }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('lists Drama movies with the Drama pill current, and switches genre from a pill', async () => {
    const drama = await catalog(baseUrl, 'discover/movie?with_genres=18&page=1');
    const action = await catalog(baseUrl, 'discover/movie?with_genres=28&page=1');
    await page.goto(`${baseUrl}/discover/more/genre/18/movie`);
    await page.getByRole('heading', { level: 1, name: 'Drama movies' }).waitFor();
    await expect
      .poll(() => gridTitles(page, 'Drama movies'))
      .toEqual(drama.results.map((movie) => movie.title));
    const genres = page.getByRole('navigation', { name: 'Genres' });
    expect(await genres.getByRole('link').count()).toBe(7);
    expect(await genres.getByRole('link', { name: 'Drama' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await genres.locator('[aria-current="page"]').count()).toBe(1);

    await genres.getByRole('link', { name: 'Action' }).click();
    await page.getByRole('heading', { level: 1, name: 'Action movies' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/discover/more/genre/28/movie');
    await expect
      .poll(() => gridTitles(page, 'Action movies'))
      .toEqual(action.results.map((movie) => movie.title));
    expect(await genres.getByRole('link', { name: 'Action' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await genres.getByRole('link', { name: 'Drama' }).getAttribute('aria-current')).toBe(
      null,
    );
    expect(consoleErrors).toEqual([]);
  });

  it('shows the not-found page for an address that names no content', async () => {
    await page.goto(`${baseUrl}/discover/more/everything/movie`);
    await page.getByRole('heading', { level: 1, name: "Couldn't find that page" }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it("shows core's check message for a genre without an id, with a way back", async () => {
    // Opened straight from the address bar: there is no in-app step to go back to.
    await page.goto(`${baseUrl}/discover/more/genre-movie`);
    expect(await page.getByRole('alert').textContent()).toBe('Genre ID is required');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/discover');
    expect(consoleErrors).toEqual([]);
  });
});

/** Two pills on a narrow window, the other genres in the dropdown. */
describe('discover more-page on a narrow window', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 600, height: 900 } });
    await useLanguage(context, 'en');
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    consoleErrors = collectConsoleErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows two genre pills and reaches the rest through the dropdown', async () => {
    const answer = await fetch(`${baseUrl}/tmdb/3/genre/movie/list`);
    const { genres } = (await answer.json()) as { genres: { id: number; name: string }[] };
    await page.goto(`${baseUrl}/discover/more/genre/18/movie`);
    await page.getByRole('heading', { level: 1, name: 'Drama movies' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Genres' });
    await nav.getByRole('link').first().waitFor();
    // Drama is past the first two, so it keeps the second pill's place.
    expect(await nav.getByRole('link').allTextContents()).toEqual([genres[0]!.name, 'Drama']);
    const select = page.getByLabel('More genres');
    expect(await select.locator('option').count()).toBe(genres.length - 2 + 1);
    const western = genres.find((genre) => genre.name === 'Western')!;
    await select.selectOption(String(western.id));
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Western movies' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/discover/more/genre/${western.id}/movie`);
    expect(consoleErrors).toEqual([]);
  });
});

/** The pages the route table does not visit: pills, dropdown and the check message. */
describe.each(['en', 'ar'])('discover more-page accessibility in %s', (code) => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await useLanguage(context, code);
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    '/discover/more/genre/18/movie',
    '/discover/more/provider/8/tv',
    '/discover/more/genre-movie',
  ])('%s passes axe-core WCAG 2.1 AA and shows a focus ring on every stop', async (path) => {
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.title()).toMatch(/ - Screenroom$/);
    expect(await findAxeViolations(page)).toEqual([]);
    const stops = await tabThrough(page, await countTabbable(page));
    expect(stops.filter((stop) => !stop.ringVisible)).toEqual([]);
  });
});
