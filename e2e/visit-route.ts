import type { Page } from 'playwright-core';
import { expectedTitle, type AppRoute } from './route-table.ts';

const PLAYER_PATH = /^\/media\//;

/**
 * Opens a route and waits until it has settled: its title is on and, except for the player
 * (whose video keeps loading segments), the network has gone quiet.
 */
export async function visitRoute(
  page: Page,
  baseUrl: string,
  route: AppRoute,
  language: string,
): Promise<void> {
  const title = expectedTitle(route, language);
  await page.goto(`${baseUrl}${route.path}`);
  await page.waitForFunction((expected) => document.title === expected, title);
  if (PLAYER_PATH.test(route.path)) {
    await page.locator('video').waitFor();
  } else {
    await page.waitForLoadState('networkidle');
  }
}
