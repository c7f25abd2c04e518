import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The footer with the deployment's configuration, loaded fresh because it is read once. React
 * Router runs through the test's module registry (vitest.config.ts inlines it), so the reset
 * gives the fresh footer a router copy of its own: the MemoryRouter is taken from that copy, as
 * one imported at the top would provide a context the footer never reads.
 */
async function renderFooter(config: Record<string, unknown>, path = '/') {
  vi.resetModules();
  window.__SCREENROOM_CONFIG__ = config;
  await import('../src/shared/i18n/i18n.ts');
  const { Footer } = await import('../src/shared/layout/Footer.tsx');
  const { MemoryRouter } = await import('react-router');
  render(
    <MemoryRouter initialEntries={[path]}>
      <Footer />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation'));
}

afterEach(() => {
  cleanup();
  delete window.__SCREENROOM_CONFIG__;
});

describe('footer', () => {
  it('links About, Help and support and DMCA, and the operator sites in new tabs when set', async () => {
    const nav = await renderFooter({
      discordLink: 'https://discord.example/invite',
      fundingLink: 'https://funding.example/screenroom',
    });
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/about',
      '/support',
      'https://discord.example/invite',
      'https://funding.example/screenroom',
      '/dmca',
    ]);
    for (const href of ['https://discord.example/invite', 'https://funding.example/screenroom']) {
      const link = nav.getAllByRole('link').find((a) => a.getAttribute('href') === href)!;
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noreferrer');
    }
  });

  it('leaves out the operator sites that are not set, and DMCA on its own page', async () => {
    const nav = await renderFooter({}, '/dmca');
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/about',
      '/support',
    ]);
  });
});
