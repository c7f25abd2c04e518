import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../browser.ts';

/**
 * Settings and URL state that must take effect in a real browser: the player's settings overlay
 * follows the `r` parameter, the carousel-view setting turns the home lists into scrolling
 * strips, and low performance mode stills the app's transitions and hover growth.
 */
describe('settings that take effect', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  const consoleErrors: string[] = [];
  const sintel = '/media/tmdb-movie-45745-sintel';

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  const overlayParam = () => new URL(page.url()).searchParams.get('r');

  it('opens the settings overlay with a history entry that Back closes', async () => {
    await page.goto(`${baseUrl}${sintel}`);
    const video = page.locator('video');
    await video.waitFor();
    await video.hover();
    await page.getByTestId('settings-button').click();
    await page.getByTestId('settings-overlay').waitFor();
    await expect.poll(overlayParam).toBe('/settings');

    await page.goBack();
    await page.getByTestId('settings-overlay').waitFor({ state: 'detached' });
    expect(overlayParam()).toBeNull();
    expect(new URL(page.url()).pathname).toBe(sintel);
  });

  it('opens the overlay on the page a ?r= link names', async () => {
    await page.goto(`${baseUrl}${sintel}?r=${encodeURIComponent('/settings/quality')}`);
    const overlay = page.getByTestId('settings-overlay');
    await overlay.waitFor();
    await page.getByTestId('quality-automatic').waitFor();
    await overlay.getByRole('button', { name: /close/i }).click();
    await overlay.waitFor({ state: 'detached' });
    expect(overlayParam()).toBeNull();
    expect(new URL(page.url()).pathname).toBe(sintel);
  });

  it('shows Bookmarks as a scrolling strip when carousel view is on', async () => {
    await page.goto(`${baseUrl}${sintel}`);
    await page.locator('video').waitFor();
    await page.locator('video').hover();
    await page.getByRole('button', { name: /bookmark/i }).click();
    await page.goto(`${baseUrl}/settings`);
    const toggle = page.locator('#preference-enableCarouselView');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await page.goto(`${baseUrl}/`);
    const region = page.getByRole('region', { name: 'Bookmarks' });
    await region.waitFor();
    await region.getByTestId('home-carousel').waitFor();
    const overflow = await region
      .getByRole('list', { name: 'Bookmarks' })
      .evaluate((list) => getComputedStyle(list).overflowX);
    expect(overflow).toBe('auto');
    await region.getByRole('button', { name: /Scroll Bookmarks forward/ }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('stills transitions and the cards’ hover growth in low performance mode', async () => {
    await page.goto(`${baseUrl}/settings`);
    const toggle = page.locator('#preference-enableLowPerformanceMode');
    const transition = () =>
      toggle.evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(await transition()).not.toBe('0s');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    expect(await transition()).toBe('0s');

    await page.goto(`${baseUrl}/`);
    const card = page.getByRole('region', { name: 'Bookmarks' }).locator('article').first();
    await card.hover();
    expect(await card.evaluate((element) => getComputedStyle(element).scale)).toBe('none');
    expect(consoleErrors).toEqual([]);
  });
});
