import type { Page } from 'playwright-core';

/**
 * Registers through the app's wizard as a viewer does (save the passphrase, type it back, trust
 * the server, name the device, optionally pick an icon) and waits for home. Returns the
 * passphrase's twelve words.
 */
export async function registerThroughWizard(
  page: Page,
  baseUrl: string,
  { device, icon }: { device: string; icon?: string },
): Promise<string[]> {
  await page.goto(`${baseUrl}/register`);
  const list = page.getByRole('list', { name: 'Your 12-word passphrase' });
  await list.waitFor();
  const words = await list.locator('li span:not([aria-hidden])').allTextContents();
  await page.getByRole('button', { name: 'I have saved my passphrase' }).click();
  await page.getByLabel('Your 12-word passphrase').fill(words.join(' '));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Trust server' }).click();
  await page.getByLabel('Device name').fill(device);
  if (icon) await page.getByRole('radio', { name: icon }).check({ force: true });
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${baseUrl}/`);
  return words;
}

/** Logs in with the passphrase as this device, through the login page, and waits for home. */
export async function logInThroughForm(
  page: Page,
  baseUrl: string,
  passphrase: string,
  device: string,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('12-word passphrase').fill(passphrase);
  await page.getByLabel('Device name').fill(device);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${baseUrl}/`);
}
