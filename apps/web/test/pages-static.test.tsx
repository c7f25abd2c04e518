import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DmcaPage } from '../src/features/about/DmcaPage.tsx';
import { staticRoutes } from '../src/app/routes/static-routes.tsx';
import { renderRoutes } from './pages-render.tsx';

afterEach(cleanup);

describe('DMCA page', () => {
  it('shows the configured e-mail as a mail link', async () => {
    renderRoutes([{ path: '/dmca', element: <DmcaPage email="copyright@example.org" /> }], '/dmca');
    expect(await screen.findByRole('link', { name: 'copyright@example.org' })).toHaveAttribute(
      'href',
      'mailto:copyright@example.org',
    );
    await waitFor(() => expect(document.title).toBe('DMCA - Screenroom'));
  });

  it('says when no e-mail is configured', async () => {
    renderRoutes(staticRoutes, '/dmca');
    await screen.findByText(
      "This server's operator has not configured a contact address for copyright notices.",
    );
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });
});

describe('support and credits', () => {
  it('answers support questions and links to the FAQ', async () => {
    renderRoutes(staticRoutes, '/support');
    await screen.findByRole('heading', { level: 1, name: 'Support' });
    await waitFor(() => expect(document.title).toBe('Support - Screenroom'));
    expect(screen.getByText('I lost my passphrase.')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Read the frequently asked questions' }),
    ).toHaveAttribute('href', '/about');
  });

  it('credits the open-source projects', async () => {
    renderRoutes(staticRoutes, '/jip');
    await screen.findByRole('heading', { level: 1, name: 'Credits' });
    await waitFor(() => expect(document.title).toBe('Jip - Screenroom'));
    expect(screen.getByRole('link', { name: 'hls.js' })).toHaveAttribute(
      'href',
      'https://github.com/video-dev/hls.js',
    );
  });
});
