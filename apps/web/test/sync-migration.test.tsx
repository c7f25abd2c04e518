import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { BackendError, type BackendClient } from '../src/shared/clients/backend.ts';
import { useAuthStore } from '../src/shared/stores/auth.ts';
import { useBookmarkStore } from '../src/shared/stores/bookmarks.ts';
import { useProgressStore } from '../src/shared/stores/progress.ts';
import { migrateDirect } from '../src/features/migration/direct-migration.ts';
import { buildExportFile, parseExportFile } from '../src/features/migration/export-file.ts';
import { MigrationPage } from '../src/features/migration/MigrationPage.tsx';
import { MigrationUploadPage } from '../src/features/migration/MigrationUploadPage.tsx';
import { signedInAccount } from './account-fixture.ts';

const account = signedInAccount('t');

function upload(input: HTMLElement, file: File) {
  fireEvent.change(input, { target: { files: [file] } });
}

function renderAt(element: ReactNode) {
  const router = createMemoryRouter([
    { path: '/', element },
    { path: '/migration', element: <p>overview</p> },
  ]);
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const exportText = JSON.stringify({
  account: { profile: account.profile, deviceName: 'x' },
  bookmarks: {
    '45745': { type: 'movie', title: 'Sintel', year: 2010, updatedAt: 1000 },
    '9': { type: 'anime', title: 'Skipped' },
  },
  progress: {
    '7': {
      type: 'show',
      title: 'Test Card',
      seasons: { s1: { id: 's1', number: 1, title: 'Season 1' } },
      episodes: {
        e2: {
          id: 'e2',
          number: 2,
          title: 'Two',
          seasonId: 's1',
          progress: { watched: 30, duration: 60 },
        },
      },
    },
  },
  exportDate: '2026-01-02T03:04:05.000Z',
});

afterEach(cleanup);

beforeEach(() => {
  localStorage.clear();
  useBookmarkStore.getState().clear();
  useProgressStore.getState().clear();
  useAuthStore.setState({ account, backendUrl: null });
});

describe('export file', () => {
  it('keeps only show and movie entries and dates undated ones now', () => {
    const data = parseExportFile(exportText, 5000);
    expect(Object.keys(data.bookmarks)).toEqual(['45745']);
    expect(data.bookmarks['45745']?.updatedAt).toBe(1000);
    expect(data.progress['7']?.updatedAt).toBe(5000);
    expect(data.progress['7']?.episodes['e2']?.updatedAt).toBe(5000);
    expect(data.exportDate).toBe('2026-01-02T03:04:05.000Z');
  });

  it('round-trips what it builds', () => {
    const file = buildExportFile(
      {
        account: { profile: account.profile, deviceName: account.deviceName },
        bookmarks: { '1': { type: 'movie', title: 'A', updatedAt: 3 } },
        progress: {},
      },
      new Date('2026-03-01T00:00:00Z'),
    );
    expect(file.exportDate).toBe('2026-03-01T00:00:00.000Z');
    expect(parseExportFile(JSON.stringify(file)).bookmarks).toEqual(file.bookmarks);
  });

  it('rejects text that is not JSON', () => {
    expect(() => parseExportFile('{nope')).toThrow();
  });
});

describe('migration pages', () => {
  it('asks to log in first', () => {
    useAuthStore.setState({ account: null });
    renderAt(<MigrationPage />);
    expect(screen.getByText('You must be logged in to migrate your data')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  it('offers the three ways to migrate', () => {
    renderAt(<MigrationPage />);
    expect(screen.getByRole('link', { name: /Direct transfer/ })).toHaveAttribute(
      'href',
      '/migration/direct',
    );
    expect(screen.getByRole('link', { name: /Download data/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Upload data/ })).toBeInTheDocument();
  });

  it('previews an upload, then merges it into the stores and queues it for sync', async () => {
    renderAt(<MigrationUploadPage />);
    const input = screen.getByLabelText('Export file (.json)');
    upload(input, new File([exportText], 'backup.json', { type: 'application/json' }));
    expect((await screen.findByTestId('import-bookmarks')).textContent).toBe('1');
    expect(screen.getByTestId('import-progress').textContent).toBe('1');
    expect(useBookmarkStore.getState().bookmarks).toEqual({});

    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Your data has been imported.')).toBeInTheDocument();
    expect(useBookmarkStore.getState().bookmarks['45745']).toMatchObject({
      title: 'Sintel',
      updatedAt: 1000,
    });
    expect(useBookmarkStore.getState().updateQueue.map((u) => u.action)).toEqual(['add']);
    expect(useProgressStore.getState().items['7']?.episodes['e2']?.progress.watched).toBe(30);
    expect(useProgressStore.getState().updateQueue[0]).toMatchObject({
      action: 'upsert',
      episodeId: 'e2',
      seasonNumber: 1,
      episodeNumber: 2,
    });
  });

  it('shows the error state for invalid JSON and for a file that is not .json', async () => {
    renderAt(<MigrationUploadPage />);
    const input = screen.getByLabelText('Export file (.json)');
    upload(input, new File(['{oops'], 'backup.json'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be read/);
    upload(input, new File(['{}'], 'backup.txt'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/\.json file/));
  });

  it('keeps a local entry that is newer than the imported one', async () => {
    useBookmarkStore.setState({
      bookmarks: { '45745': { type: 'movie', title: 'Mine', updatedAt: 9999 } },
    });
    renderAt(<MigrationUploadPage />);
    upload(screen.getByLabelText('Export file (.json)'), new File([exportText], 'b.json'));
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    expect(useBookmarkStore.getState().bookmarks['45745']?.title).toBe('Mine');
  });
});

describe('direct migration', () => {
  it('registers on the new server when the key is unknown there, then imports everything', async () => {
    const calls: string[] = [];
    const fake = (token?: string) =>
      ({
        loginStart: vi.fn(() => {
          calls.push('loginStart');
          return Promise.reject(new BackendError(401, 'User cannot be found'));
        }),
        getMeta: vi.fn(() => Promise.resolve({ hasCaptcha: false })),
        registerStart: vi.fn(() => {
          calls.push('registerStart');
          return Promise.resolve({ challenge: 'abc' });
        }),
        registerComplete: vi.fn((input: { device: string; namespace: string }) => {
          calls.push(`registerComplete:${input.device === account.deviceName}`);
          return Promise.resolve({ token: 'new', user: { id: 'u2' }, session: { id: 's2' } });
        }),
        importBookmarks: vi.fn((userId: string, list: unknown[]) => {
          calls.push(`importBookmarks:${userId}:${token}:${list.length}`);
          return Promise.resolve([]);
        }),
        importProgress: vi.fn((userId: string, list: unknown[]) => {
          calls.push(`importProgress:${list.length}`);
          return Promise.resolve({});
        }),
        updateSettings: vi.fn((_: string, settings: { applicationTheme?: string }) => {
          calls.push(`updateSettings:${settings.applicationTheme}`);
          return Promise.resolve({});
        }),
      }) as unknown as BackendClient;

    await migrateDirect(
      fake,
      account,
      {
        bookmarks: { '1': { type: 'movie', title: 'A', updatedAt: 1 } },
        progress: {
          '2': {
            type: 'movie',
            title: 'B',
            updatedAt: 1,
            progress: { watched: 5, duration: 9 },
            seasons: {},
            episodes: {},
          },
        },
      },
      { applicationTheme: 'teal' },
    );
    expect(calls).toEqual([
      'loginStart',
      'registerStart',
      'registerComplete:true',
      'importBookmarks:u2:new:1',
      'importProgress:1',
      'updateSettings:teal',
    ]);
  });
});
