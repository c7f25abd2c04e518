import type { Page } from 'playwright-core';

/**
 * The watch party as a viewer works it: the player's menu for hosting and leaving, the top bar's
 * field for joining, the status panel for who is there, and readings of the video to compare a
 * guest's position with its host's.
 */

/** Waits until the page's video has really played past `after` seconds. */
export async function waitUntilPlaying(page: Page, after = 0.5): Promise<void> {
  await page.locator('video').waitFor();
  await page.waitForFunction(
    (min) => {
      const video = document.querySelector('video');
      return !!video && !video.paused && video.currentTime > min;
    },
    after,
    { timeout: 30_000 },
  );
}

/** A mouse move over the picture brings the controls back while the video plays. */
export async function showControls(page: Page): Promise<void> {
  await page.mouse.move(400, 300);
  await page.mouse.move(420, 320);
  await page.getByTestId('player-controls').and(page.locator('[data-visible="true"]')).waitFor();
}

/** Opens the player menu's watch party page. */
export async function openPartyMenu(page: Page): Promise<void> {
  await showControls(page);
  await page.getByTestId('settings-button').click();
  await page
    .getByTestId('settings-overlay')
    .getByRole('button', { name: /watch party/i })
    .click();
  await page.waitForURL((url) => url.searchParams.get('r') === '/settings/watchparty');
}

/** Hosts a party for what the page plays, through the menu, and returns the room code shown. */
export async function hostParty(page: Page): Promise<string> {
  await openPartyMenu(page);
  const overlay = page.getByTestId('settings-overlay');
  await overlay.getByRole('button', { name: /^host/i }).click();
  const code = overlay.getByTestId('watch-party-code');
  await code.waitFor();
  const text = (await code.textContent())?.trim() ?? '';
  if (!/^\d{4}$/.test(text)) throw new Error(`the host's room code reads "${text}"`);
  await page.keyboard.press('Escape');
  return text;
}

/** Joins `code` from the top bar's account menu on the home page, as a viewer types it. */
export async function joinFromTopBar(page: Page, baseUrl: string, code: string): Promise<void> {
  await page.goto(baseUrl);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByLabel('Join a watch party').fill(code);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
}

/** What a page's video shows now, stamped on the machine's one wall clock. */
export type VideoReading = { at: number; time: number; paused: boolean };

export function readVideo(page: Page): Promise<VideoReading> {
  return page.evaluate(() => {
    const video = document.querySelector('video');
    return {
      at: performance.timeOrigin + performance.now(),
      time: video?.currentTime ?? Number.NaN,
      paused: video?.paused ?? true,
    };
  });
}

/**
 * The guest's position minus the host's, in seconds, both read at once and the host's carried to
 * the moment of the guest's reading (both pages run on this machine, so their stamps share a clock).
 */
export async function guestOffset(host: Page, guest: Page): Promise<number> {
  const [h, g] = await Promise.all([readVideo(host), readVideo(guest)]);
  const hostThen = h.time + (h.paused ? 0 : (g.at - h.at) / 1000);
  return g.time - hostThen;
}

/** Resolves once the guest is within `toleranceS` of the host and in the same play state. */
export async function waitUntilFollowing(
  host: Page,
  guest: Page,
  toleranceS: number,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const [h, g] = await Promise.all([readVideo(host), readVideo(guest)]);
    const offset = g.time - (h.time + (h.paused ? 0 : (g.at - h.at) / 1000));
    if (h.paused === g.paused && Math.abs(offset) <= toleranceS) return;
    last = `host ${h.time.toFixed(2)} s ${h.paused ? 'paused' : 'playing'}, guest ${g.time.toFixed(2)} s ${g.paused ? 'paused' : 'playing'} (offset ${offset.toFixed(2)} s)`;
    // A polling interval, as expect.poll has: the pages are asked again 50 ms later.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the guest did not follow within ${timeoutMs} ms: ${last}`);
}
