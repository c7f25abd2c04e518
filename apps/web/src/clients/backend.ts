/**
 * The account, sync and watch-party server (ours or an existing movie-web backend). Every call
 * goes through one request function so errors always arrive as a BackendError with the server's
 * own message.
 */

import type {
  AccountSession,
  AccountUser,
  BookmarkInput,
  ChallengeIssued,
  LoginCompleteAnswer,
  LoginCompleteBody,
  MeAnswer,
  MediaMeta,
  ProgressDeleted,
  ProgressDeleteBody,
  ProgressInput,
  RegisterCompleteAnswer,
  RegisterCompleteBody,
  SessionPatchBody,
  SettingsPatch,
  SyncedBookmark,
  SyncedProgressItem,
  SyncedSettings,
  UserPatchBody,
  ServerErrorCode,
} from '@screenroom/core';
import { errorCodeFromBody } from './server-error-text.ts';

/** A failed call to our server: its status (0 when the network failed), code and English message. */
export class BackendError extends Error {
  readonly status: number;
  /** The server's stable code, which the app words in the viewer's language. */
  readonly code: ServerErrorCode | undefined;
  constructor(status: number, message: string, code?: ServerErrorCode) {
    super(message);
    this.name = 'BackendError';
    this.status = status;
    this.code = code;
  }
}

/** The failure of an answer that is not ok, from its body. */
export function backendErrorFromBody(
  status: number,
  body: unknown,
  statusText: string,
): BackendError {
  return new BackendError(status, errorMessageFromBody(body, statusText), errorCodeFromBody(body));
}

/**
 * The wire shapes are core's schemas (`api/accounts.ts`, `api/accounts-sync.ts`), which the server
 * parses with; these names are what the app's modules use for them.
 */
export type BackendUser = AccountUser;
export type BackendSession = AccountSession;
export type BackendMediaMeta = MediaMeta;
export type BackendBookmark = SyncedBookmark;
export type BackendBookmarkInput = BookmarkInput;
export type BackendProgressInput = ProgressInput;
/** The synced setting fields; null means cleared on the server. */
export type BackendSettings = SettingsPatch;

export interface BackendMeta {
  name: string;
  description?: string;
  version: string;
  hasCaptcha: boolean;
  captchaClientKey?: string;
  /** Screenroom's addition; a server that leaves it out takes new accounts. */
  registration?: 'open' | 'closed';
}

/** The existing movie-web server sends duration and watched as strings; ours sends numbers. */
export type BackendProgressItem = Omit<SyncedProgressItem, 'duration' | 'watched'> & {
  duration: number | string;
  watched: number | string;
};

/** The namespace is sent at login too (the existing client does); servers ignore it. */
export type LoginCompleteInput = LoginCompleteBody & { namespace?: string };

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The server's message when it sent one, else the HTTP status text. */
export function errorMessageFromBody(body: unknown, statusText: string): string {
  if (body && typeof body === 'object') {
    const { message, errorType } = body as { message?: unknown; errorType?: unknown };
    if (typeof message === 'string' && message !== '') return message;
    if (errorType === 'validation') return 'Validation error';
  }
  return statusText || 'Request failed';
}

/** '' is the same origin; a trailing slash would double up with the paths below. */
export function joinBackendUrl(backendUrl: string, path: string): string {
  return `${backendUrl.replace(/\/+$/, '')}${path}`;
}

/** The answer's JSON, its text when it is not JSON, or undefined when it is empty. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export interface BackendRequestOptions {
  /**
   * Lets the requests outlive the page (sent while it is being hidden or closed). The browser
   * caps the bodies of such requests in flight at 64 KiB in all.
   */
  keepalive?: boolean;
  /** Aborts the requests; they then fail with the AbortError, not a BackendError. */
  signal?: AbortSignal;
}

/** What one call to our server sends, beyond its method and path. */
export interface BackendCall extends BackendRequestOptions {
  body?: unknown;
  token?: string;
  /** Further headers, such as the watch party's host key. */
  headers?: Record<string, string>;
  cache?: RequestCache;
  /** The answer's text as it came, for answers that are not JSON (a subtitle file). */
  text?: boolean;
}

/**
 * One call to our server: JSON in and out, the bearer token when there is one, and a failure as a
 * `BackendError` with the server's message (status 0 when the network failed). Every client of
 * our server sends through here, most by the route's entry in core's tables (`api.ts`).
 */
export async function backendRequest(
  backendUrl: string,
  method: Method,
  path: string,
  { body, token, headers: extra, cache, keepalive, signal, text }: BackendCall = {},
): Promise<unknown> {
  const headers: Record<string, string> = { ...extra };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(joinBackendUrl(backendUrl, path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      ...(cache ? { cache } : {}),
      ...(keepalive ? { keepalive: true } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new BackendError(0, error instanceof Error ? error.message : 'Network error');
  }
  if (text && response.ok) return response.text();
  const parsed = await readBody(response);
  if (!response.ok) {
    throw backendErrorFromBody(response.status, parsed, response.statusText);
  }
  return parsed;
}

export function createBackendClient(
  backendUrl: string,
  token?: string,
  options: BackendRequestOptions = {},
) {
  const request = async <T>(method: Method, path: string, body?: unknown): Promise<T> =>
    (await backendRequest(backendUrl, method, path, { ...options, body, token })) as T;

  const user = (userId: string) => `/users/${encodeURIComponent(userId)}`;
  const title = (tmdbId: string | number) => encodeURIComponent(tmdbId);

  return {
    getMeta: () => request<BackendMeta>('GET', '/meta'),

    registerStart: (captchaToken?: string) =>
      request<ChallengeIssued>('POST', '/auth/register/start', { captchaToken }),
    registerComplete: (input: RegisterCompleteBody) =>
      request<RegisterCompleteAnswer>('POST', '/auth/register/complete', input),
    loginStart: (publicKey: string) =>
      request<ChallengeIssued>('POST', '/auth/login/start', { publicKey }),
    loginComplete: (input: LoginCompleteInput) =>
      request<LoginCompleteAnswer>('POST', '/auth/login/complete', input),

    getMe: () => request<MeAnswer>('GET', '/users/@me'),
    updateUser: (userId: string, patch: UserPatchBody) =>
      request<AccountUser>('PATCH', user(userId), patch),
    deleteUser: (userId: string) => request<unknown>('DELETE', user(userId)),
    getSessions: (userId: string) => request<AccountSession[]>('GET', `${user(userId)}/sessions`),
    updateSession: (sessionId: string, patch: SessionPatchBody) =>
      request<AccountSession>('PATCH', `/sessions/${encodeURIComponent(sessionId)}`, patch),
    deleteSession: (sessionId: string) =>
      request<unknown>('DELETE', `/sessions/${encodeURIComponent(sessionId)}`),

    getBookmarks: (userId: string) => request<SyncedBookmark[]>('GET', `${user(userId)}/bookmarks`),
    importBookmarks: (userId: string, bookmarks: BookmarkInput[]) =>
      request<SyncedBookmark[]>('PUT', `${user(userId)}/bookmarks`, bookmarks),
    addBookmark: (userId: string, bookmark: BookmarkInput) =>
      request<SyncedBookmark>(
        'POST',
        `${user(userId)}/bookmarks/${title(bookmark.tmdbId)}`,
        bookmark,
      ),
    deleteBookmark: (userId: string, tmdbId: string) =>
      request<unknown>('DELETE', `${user(userId)}/bookmarks/${title(tmdbId)}`),

    getProgress: (userId: string) =>
      request<BackendProgressItem[]>('GET', `${user(userId)}/progress`),
    importProgress: (userId: string, items: ProgressInput[]) =>
      request<unknown>('PUT', `${user(userId)}/progress/import`, items),
    setProgress: (userId: string, item: ProgressInput) =>
      request<BackendProgressItem>('PUT', `${user(userId)}/progress/${title(item.tmdbId)}`, item),
    deleteProgress: (userId: string, tmdbId: string, selection: ProgressDeleteBody = {}) =>
      request<ProgressDeleted>('DELETE', `${user(userId)}/progress/${title(tmdbId)}`, selection),

    getSettings: (userId: string) => request<SyncedSettings>('GET', `${user(userId)}/settings`),
    updateSettings: (userId: string, settings: SettingsPatch) =>
      request<SyncedSettings>('PUT', `${user(userId)}/settings`, settings),
  };
}

export type BackendClient = ReturnType<typeof createBackendClient>;
