import type { Browser, BrowserContext, Page } from 'playwright-core';
import { registerThroughWizard } from '../account-wizard.ts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findAxeViolations } from '../axe.ts';
import { launchBrowser } from '../browser.ts';
import { useLanguage } from '../locale.ts';

interface StoredAccount {
  token: string;
  userId: string;
  sessionId: string;
  deviceName: string;
  profile: { colorA: string; colorB: string; icon: string };
  seed: string;
}

async function storedAccount(page: Page): Promise<StoredAccount | null> {
  const raw = await page.evaluate(() => localStorage.getItem('__MW::auth'));
  if (!raw) return null;
  return (JSON.parse(raw) as { state: { account: StoredAccount | null } }).state.account;
}

/** Registers through the wizard with the Planet icon; the passphrase's words and the account. */
async function registerWithPlanet(
  page: Page,
  baseUrl: string,
): Promise<{ words: string[]; account: StoredAccount }> {
  const words = await registerThroughWizard(page, baseUrl, {
    device: 'Desktop browser',
    icon: 'Planet',
  });
  const account = await storedAccount(page);
  if (!account) throw new Error('No account stored after registering');
  return { words, account };
}

/**
 * Issue 3: an account made in one browser is the same account when the passphrase is typed into
 * another; the passphrase itself never reaches the server.
 */
describe('accounts across two browsers', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let first: BrowserContext;
  let second: BrowserContext;
  const sentBodies: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    first = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    second = await browser.newContext({ viewport: { width: 390, height: 800 } });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('registers through the four-step wizard', async () => {
    const page = await first.newPage();
    page.on('request', (request) => {
      const body = request.postData();
      if (body) sentBodies.push(body);
    });
    await page.goto(`${baseUrl}/register`);
    const list = page.getByRole('list', { name: 'Your 12-word passphrase' });
    await list.waitFor();
    const words = await list.locator('li span:not([aria-hidden])').allTextContents();
    expect(words).toHaveLength(12);
    expect(await page.title()).toBe('Register - Screenroom');

    await page.getByRole('button', { name: 'I have saved my passphrase' }).click();
    await page.getByLabel('Your 12-word passphrase').fill(words.join(' '));
    await page.getByRole('button', { name: 'Confirm' }).click();

    await page.getByRole('heading', { name: 'Do you trust this server?' }).waitFor();
    await page.getByRole('button', { name: 'Trust server' }).click();

    await page.getByLabel('Device name').fill('Desktop browser');
    await page.getByRole('radio', { name: 'Planet' }).check({ force: true });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${baseUrl}/`);

    const account = await storedAccount(page);
    expect(account).not.toBeNull();
    const registered = account!;
    expect(registered.profile).toEqual({ colorA: '#0A54FF', colorB: '#0A54FF', icon: 'saturn' });
    const phrase = words.join(' ');
    expect(sentBodies.some((body) => body.includes(phrase))).toBe(false);
    expect(sentBodies.some((body) => body.includes(registered.seed))).toBe(false);
  });

  describe('with an account registered in the first browser', () => {
    // An account of its own, made the way the wizard above makes one, so these run alone too.
    let words: string[] = [];
    let registered: StoredAccount;

    beforeAll(async () => {
      const page = await first.newPage();
      ({ words, account: registered } = await registerWithPlanet(page, baseUrl));
      await page.close();
    });

    it('logs in with the same passphrase in a second browser and sees the same account', async () => {
      const page = await second.newPage();
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel('12-word passphrase').fill(words.join(' '));
      await page.getByLabel('Device name').fill('Phone');
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL(`${baseUrl}/`);

      const account = await storedAccount(page);
      expect(account?.userId).toBe(registered.userId);
      expect(account?.sessionId).not.toBe(registered.sessionId);
      expect(account?.seed).toBe(registered.seed);
      expect(account?.profile.icon).toBe('saturn');

      const sessions = await page.evaluate(async ({ userId, token }) => {
        const response = await fetch(`/users/${userId}/sessions`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        return (await response.json()) as { id: string }[];
      }, account!);
      expect(sessions.map((s) => s.id).sort()).toEqual(
        [registered.sessionId, account!.sessionId].sort(),
      );
    });

    it("shows the account's public key, copies it, and passes axe in English and Arabic", async () => {
      await first.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      const page = await first.newPage();
      await page.goto(`${baseUrl}/settings`);
      const shown = page.getByTestId('account-public-key');
      const publicKey = (await shown.textContent())!;
      const me = await page.evaluate(async (token) => {
        const response = await fetch('/users/@me', {
          headers: { Authorization: `Bearer ${token}` },
        });
        return (await response.json()) as { user: { publicKey: string } };
      }, registered.token);
      expect(publicKey).toBe(me.user.publicKey);
      await page.getByRole('button', { name: 'Copy public key' }).click();
      await expect.poll(() => page.getByText('Public key copied').count()).toBe(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicKey);
      expect(await findAxeViolations(page)).toEqual([]);

      await page.evaluate(() =>
        localStorage.setItem(
          '__MW::locale',
          JSON.stringify({ state: { language: 'ar' }, version: 1 }),
        ),
      );
      await page.reload();
      await page.getByRole('button', { name: 'نسخ المفتاح العام' }).click();
      await expect.poll(() => page.getByText('تم نسخ المفتاح العام').count()).toBe(1);
      expect(await findAxeViolations(page)).toEqual([]);
      await page.evaluate(() => localStorage.removeItem('__MW::locale'));
      await page.close();
      // Two axe runs over the whole settings page, each several seconds on a loaded machine.
    }, 120_000);

    it("shows a server's refusal in Arabic, worded from its code", async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await useLanguage(context, 'ar');
      const page = await context.newPage();
      // The real server refuses a login whose challenge signature is wrong.
      await page.route('**/auth/login/complete', async (route) => {
        const body = JSON.parse(route.request().postData() ?? '{}') as {
          challenge: { code: string; signature: string };
        };
        const { signature } = body.challenge;
        const broken = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
        const challenge = { ...body.challenge, signature: broken };
        await route.continue({ postData: JSON.stringify({ ...body, challenge }) });
      });
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel('عبارة المرور المكوّنة من 12 كلمة').fill(words.join(' '));
      await page.getByLabel('اسم الجهاز').fill('Tablet');
      await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
      await expect
        .poll(() => page.getByRole('alert').first().textContent())
        .toBe('تعذّر تسجيل الدخول: تعذّر التحقق من فحص تسجيل الدخول. يُرجى المحاولة مرة أخرى.');
      expect(await findAxeViolations(page)).toEqual([]);
      await context.close();
    });

    it('refuses a passphrase with the documented message', async () => {
      const page = await second.newPage();
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel('12-word passphrase').fill(words.slice(0, 11).join(' '));
      await page.getByLabel('Device name').fill('Phone');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect
        .poll(() => page.getByRole('alert').first().textContent())
        .toBe('Incorrect or incomplete passphrase');
    });
  });
});
