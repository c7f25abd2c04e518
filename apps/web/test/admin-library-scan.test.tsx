import type { LibraryScanStatus } from '@screenroom/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18next } from '../src/shared/i18n/i18n.ts';
import { LibraryScanCard } from '../src/features/admin/LibraryScanCard.tsx';
import { useAuthStore } from '../src/shared/stores/auth.ts';
import { server } from './msw-server.ts';

const backend = 'http://backend.test';
const scanned: LibraryScanStatus = {
  scanning: false,
  watching: true,
  intervalSeconds: 600,
  last: {
    trigger: 'watch',
    startedAt: '2026-11-27T05:00:00.000Z',
    durationMs: 42,
    files: 3,
    movies: 2,
    shows: 1,
  },
};

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LibraryScanCard />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  useAuthStore.setState({
    account: {
      token: 'token',
      userId: 'u1',
      sessionId: 's1',
      deviceName: 'x',
      profile: { colorA: '#0A54FF', colorB: '#0A54FF', icon: 'cat' },
      seed: 'AAAA',
    },
    backendUrl: backend,
    proxySet: null,
  });
  await act(() => i18next.changeLanguage('ar'));
});
afterEach(async () => {
  cleanup();
  useAuthStore.setState({ account: null, backendUrl: null, proxySet: null });
  await act(() => i18next.changeLanguage('en'));
});

describe('the admin page’s library scan, in Arabic', () => {
  it('words what started the last scan', async () => {
    server.use(http.get(`${backend}/admin/library/scan`, () => HttpResponse.json(scanned)));
    renderCard();
    const status = await screen.findByText(/آخر فحص/);
    expect(status.textContent).toContain('(تغيّر مجلد)');
    expect(status.textContent).not.toMatch(/watch/);
  });

  it('words a refused scan from the server’s code, and an unreachable server', async () => {
    server.use(
      http.get(`${backend}/admin/library/scan`, () => HttpResponse.json(scanned)),
      http.post(`${backend}/admin/library/scan`, () =>
        HttpResponse.json(
          { errorType: 'message', code: 'forbidden', message: 'Admins only' },
          { status: 403 },
        ),
      ),
    );
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'افحص الآن' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      `تعذّر الوصول إلى الفحص: ${i18next.t('serverErrors.forbidden', { lng: 'ar' })}`,
    );
    expect(alert.textContent).not.toMatch(/[A-Za-z]/);

    server.use(http.post(`${backend}/admin/library/scan`, () => HttpResponse.error()));
    fireEvent.click(screen.getByRole('button', { name: 'افحص الآن' }));
    await screen.findByText(
      `تعذّر الوصول إلى الفحص: ${i18next.t('serverErrors.network', { lng: 'ar' })}`,
    );
  });

  it('shows a failed scan’s own words apart, marked as English', async () => {
    server.use(
      http.get(`${backend}/admin/library/scan`, () =>
        HttpResponse.json({
          ...scanned,
          last: { ...scanned.last!, error: "EACCES: permission denied, scandir '/media'" },
        }),
      ),
    );
    renderCard();
    expect(await screen.findByText('فشل آخر فحص. قال الخادم:')).toBeInTheDocument();
    const detail = screen.getByText("EACCES: permission denied, scandir '/media'");
    expect(detail).toHaveAttribute('lang', 'en');
  });
});
