import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { findAxeViolations } from '../axe.ts';
import { launchBrowser } from '../browser.ts';
import { DESKTOP, newPlayerPage, openSintel, SINTEL, sintelPlaying } from '../sintel-player.ts';

/**
 * The player's own controls on the demo movie Sintel, whose HLS master offers English and Arabic
 * audio renditions: audio track and speed menus, the wheel, touch, right-to-left and axe.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const currentTime = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);

/** A mouse move over the picture brings the controls back while the video plays. */
async function showControls(page: Page): Promise<void> {
  await page.mouse.move(400, 300);
  await page.mouse.move(420, 320);
  await page.getByTestId('player-controls').and(page.locator('[data-visible="true"]')).waitFor();
}

/** Proves playback goes on: the time moves by more than a second and the video is not paused. */
async function expectStillPlaying(page: Page): Promise<void> {
  const before = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(before + 1);
  expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(
    false,
  );
}

async function openSettingsLine(page: Page, name: RegExp): Promise<void> {
  await showControls(page);
  await page.getByTestId('settings-button').click();
  await page.getByTestId('settings-overlay').getByRole('button', { name }).click();
}

describe('audio tracks', () => {
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    ({ context, page, consoleErrors } = await sintelPlaying(browser, baseUrl));
  });

  afterAll(async () => {
    await context?.close();
  });

  // Every test must leave the console clean; checked after each, so each one can run alone.
  afterEach(() => {
    expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
  });

  it('switches to Arabic through hls.js and keeps playing', async () => {
    await showControls(page);
    await page.getByTestId('settings-button').click();
    const audioLine = page.getByTestId('settings-overlay').getByRole('button', { name: /Audio/ });
    await expect.poll(() => audioLine.textContent()).toContain('English');
    await audioLine.click();
    await page.getByRole('radio', { name: 'Arabic' }).click();
    await expect.poll(() => page.getByTestId('settings-overlay').count()).toBe(0);

    // The line and the check follow hls.js's AUDIO_TRACK_SWITCHED, not the click.
    await showControls(page);
    await page.getByTestId('settings-button').click();
    await expect.poll(() => audioLine.textContent(), { timeout: 15_000 }).toContain('Arabic');
    await audioLine.click();
    expect(await page.getByRole('radio', { name: 'Arabic' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await page.getByRole('radio', { name: 'English' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    await page.keyboard.press('Escape');
    await expectStillPlaying(page);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('__MW::audioLanguage') ?? '{}')),
    ).toMatchObject({ state: { language: 'ar' } });
  });

  describe('with Arabic remembered', () => {
    // As the switch above leaves it; stored directly when that has not run.
    beforeEach(async () => {
      await page.evaluate(() => {
        const stored = JSON.parse(localStorage.getItem('__MW::audioLanguage') ?? '{}') as {
          state?: { language?: string };
        };
        if (stored.state?.language === 'ar') return;
        localStorage.setItem(
          '__MW::audioLanguage',
          JSON.stringify({ state: { language: 'ar' }, version: 0 }),
        );
      });
    });

    it('starts the next visit in the remembered language', async () => {
      await openSintel(page, baseUrl);
      await openSettingsLine(page, /Audio/);
      await expect
        .poll(() => page.getByRole('radio', { name: 'Arabic' }).getAttribute('aria-checked'))
        .toBe('true');
      await page.keyboard.press('Escape');
    });
  });
});

describe('a missing audio rendition', () => {
  it('says so and stays on the track that works', async () => {
    const { context, page } = await newPlayerPage(browser, DESKTOP);
    await page.route('**/audio-ar/index.m3u8', (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    await openSintel(page, baseUrl);
    await openSettingsLine(page, /Audio/);
    await page.getByRole('radio', { name: 'Arabic' }).click();

    const notice = page.getByTestId('audio-track-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(
      "The Arabic audio track couldn't be loaded. Playing English instead.",
    );
    await expectStillPlaying(page);
    expect(await page.getByTestId('playback-error-details').count()).toBe(0);
    await showControls(page);
    await page.getByTestId('settings-button').click();
    await page.getByTestId('settings-overlay').getByRole('button', { name: /Audio/ }).click();
    expect(await page.getByRole('radio', { name: /English/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await page.getByRole('radio', { name: /Arabic/ }).textContent()).toContain(
      "Couldn't be loaded",
    );
    await context.close();
  });
});

describe('speed, volume and keys', () => {
  let context: BrowserContext;
  let page: Page;
  const playbackRate = () =>
    page.locator('video').evaluate((video: HTMLVideoElement) => video.playbackRate);
  const volume = () => page.locator('video').evaluate((video: HTMLVideoElement) => video.volume);

  beforeAll(async () => {
    ({ context, page } = await newPlayerPage(browser, DESKTOP));
    await openSintel(page, baseUrl);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('sets the speed from the menu and steps it with > and <', async () => {
    await openSettingsLine(page, /Playback speed/);
    await page.getByRole('radio', { name: '1.5×' }).click();
    await expect.poll(playbackRate).toBe(1.5);
    await page.keyboard.press('Shift+Period');
    await expect.poll(playbackRate).toBe(2);
    expect(await page.getByTestId('speed-overlay').textContent()).toContain('2×');
    await page.keyboard.press('Shift+Comma');
    await page.keyboard.press('Shift+Comma');
    await expect.poll(playbackRate).toBe(1);
    expect(await page.getByTestId('playback-speed-button').textContent()).toBe('1×');
  });

  it('turns the volume with the mouse wheel and shows it for 3 s', async () => {
    await showControls(page);
    const start = await volume();
    await page.mouse.wheel(0, 100);
    await expect.poll(volume).toBeCloseTo(start - 0.1, 5);
    const overlay = page.getByTestId('volume-overlay');
    expect(await overlay.textContent()).toContain(`Volume ${Math.round((start - 0.1) * 100)}%`);
    await page.mouse.wheel(0, -50);
    await expect.poll(volume).toBeCloseTo(start - 0.05, 5);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('__MW::volume') ?? '{}')),
    ).toMatchObject({ state: { volume: expect.closeTo(start - 0.05, 5) } });
    await expect.poll(() => overlay.count(), { timeout: 5_000 }).toBe(0);
  });

  it('steps a second with period and comma while paused', async () => {
    await page.keyboard.press('k');
    await expect
      .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.paused))
      .toBe(true);
    const before = await currentTime(page);
    await page.keyboard.press('Period');
    await expect.poll(() => currentTime(page)).toBeCloseTo(before + 1, 1);
    await page.keyboard.press('Comma');
    await page.keyboard.press('Comma');
    await expect.poll(() => currentTime(page)).toBeCloseTo(before - 1, 1);
    await page.getByTestId('center-play-button').click();
    await expectStillPlaying(page);
  });

  it('stretches the picture to fill and rolls it for a second with r', async () => {
    const objectFit = () =>
      page.locator('video').evaluate((video) => getComputedStyle(video).objectFit);
    await showControls(page);
    await page.getByTestId('stretch-button').click();
    expect(await objectFit()).toBe('cover');
    await page.getByTestId('stretch-button').click();
    expect(await objectFit()).toBe('contain');
    // The turn is a one-second transition of `rotate`. The page notes it as it starts: sampling
    // the angle from here could miss the whole second on a busy machine.
    const video = page.locator('video');
    await video.evaluate((element) => {
      element.addEventListener('transitionrun', (event) => {
        element.dataset.turned = (event as TransitionEvent).propertyName;
      });
    });
    await page.keyboard.press('r');
    await expect.poll(() => video.getAttribute('data-turned')).toBe('rotate');
    // And it ends upright, no longer turned.
    const rotate = () => video.evaluate((element) => getComputedStyle(element).rotate);
    await expect.poll(rotate, { timeout: 3_000 }).toBe('none');
  });
});

describe('touch', () => {
  it('a first tap shows the controls without pausing, a second hides them', async () => {
    const { context, page } = await newPlayerPage(browser, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await openSintel(page, baseUrl);
    const controls = page.getByTestId('player-controls');
    await expect
      .poll(() => controls.getAttribute('data-visible'), { timeout: 10_000 })
      .toBe('false');

    // Away from the middle, where the centre pause button appears with the controls.
    const video = page.locator('video');
    await video.tap({ position: { x: 60, y: 300 } });
    await expect.poll(() => controls.getAttribute('data-visible')).toBe('true');
    await expectStillPlaying(page);
    expect(await page.getByTestId('center-play-button').getAttribute('aria-label')).toBe('Pause');

    await video.tap({ position: { x: 60, y: 300 } });
    await expect.poll(() => controls.getAttribute('data-visible')).toBe('false');
    await expectStillPlaying(page);

    // Phones get the reduced control set: no volume slider and no speed button in the bar.
    await video.tap({ position: { x: 60, y: 300 } });
    expect(await page.getByTestId('volume-slider').isVisible()).toBe(false);
    expect(await page.getByTestId('playback-speed-button').isVisible()).toBe(false);
    await page.getByTestId('play-button').tap();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
      .toBe(true);
    await context.close();
  });
});

describe('right to left', () => {
  it('reads the time as elapsed / duration and mirrors the back arrow', async () => {
    const { context, page } = await newPlayerPage(browser, DESKTOP, 'ar');
    await openSintel(page, baseUrl);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await showControls(page);
    const current = await page.getByTestId('time-current').boundingBox();
    const duration = await page.getByTestId('time-duration').boundingBox();
    expect(current && duration && current.x < duration.x).toBe(true);
    const text = await page.getByTestId('time-display').innerText();
    expect(text).toMatch(/^\d+:\d\d \/ \d+:\d\d$/);
    const arrowScale = await page
      .locator('a[href="/"] svg')
      .first()
      .evaluate((svg) => getComputedStyle(svg).scale);
    expect(arrowScale).toMatch(/^-1\b/);
    await context.close();
  });
});

describe.each(['en', 'ar'])('axe in %s', (language) => {
  it('finds nothing with the audio and speed menus open, nor on the paused player', async () => {
    const { context, page } = await newPlayerPage(browser, DESKTOP, language);
    await page.goto(`${baseUrl}${SINTEL}?r=/settings/audio`);
    await page.getByRole('radiogroup').waitFor();
    await expect.poll(() => page.getByRole('radio').count()).toBe(2);
    expect(await findAxeViolations(page)).toEqual([]);

    await page.goto(`${baseUrl}${SINTEL}?r=/settings/playback`);
    await page.getByRole('radiogroup').waitFor();
    expect(await page.getByRole('radio').count()).toBe(5);
    expect(await findAxeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await page.keyboard.press('k');
    await page.getByTestId('center-play-button').waitFor();
    expect(await findAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
