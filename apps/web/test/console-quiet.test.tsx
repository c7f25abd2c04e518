import { act, cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import { server } from './msw-server.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// The viewer's console is for what goes wrong: the app's own set-up and its home page print nothing.
it('sets up its strings and draws home and a search without a word in the console', async () => {
  server.use(http.all('*', () => HttpResponse.json({ page: 1, results: [], total_pages: 1 })));
  // As in a fresh page: no earlier set-up in this worker has printed i18next's notice yet.
  delete (globalThis as Record<string, unknown>).__i18next_supportNoticeShown;
  vi.resetModules();
  const info = vi.spyOn(console, 'info');
  const warn = vi.spyOn(console, 'warn');
  await import('../src/shared/i18n/i18n.ts');
  const { renderHome } = await import('./home-render.tsx');

  const { router } = renderHome('/');
  await screen.findByRole('searchbox');
  await act(() => router.navigate('/browse/sintel'));
  await screen.findByRole('heading', { name: /sintel/i });

  expect(info.mock.calls).toEqual([]);
  expect(warn.mock.calls).toEqual([]);
});
