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
import { accountsRoutes, metaRoutes, syncRoutes } from '@screenroom/core';
import { callApi, type ApiCallInput, type CallableRoute } from './api.ts';
import { errorCodeFromBody } from './error-code.ts';

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
  /**
   * The backend may be an existing movie-web server, whose answers differ a little from ours
   * (progress seconds as text): they come unchecked, typed as this client reads them.
   */
  const call = <R extends CallableRoute>(route: R, input: ApiCallInput<R>): Promise<unknown> =>
    callApi(route, input, { ...options, backendUrl, check: false, ...(token && { token }) });
  const a = accountsRoutes;
  const s = syncRoutes;
  const mine = (userId: string) => ({ params: { userId } });
  const title = (userId: string, tmdbId: string | number) => ({
    params: { userId, tmdbId: String(tmdbId) },
  });

  return {
    getMeta: () => call(metaRoutes.meta, {}) as Promise<BackendMeta>,

    registerStart: (captchaToken?: string) =>
      call(a.registerStart, { body: { captchaToken } }) as Promise<ChallengeIssued>,
    registerComplete: (input: RegisterCompleteBody) =>
      call(a.registerComplete, { body: input }) as Promise<RegisterCompleteAnswer>,
    loginStart: (publicKey: string) =>
      call(a.loginStart, { body: { publicKey } }) as Promise<ChallengeIssued>,
    loginComplete: (input: LoginCompleteInput) =>
      call(a.loginComplete, { body: input }) as Promise<LoginCompleteAnswer>,

    getMe: () => call(a.me, {}) as Promise<MeAnswer>,
    updateUser: (userId: string, patch: UserPatchBody) =>
      call(a.updateUser, { ...mine(userId), body: patch }) as Promise<AccountUser>,
    deleteUser: (userId: string) => call(a.deleteUser, mine(userId)) as Promise<unknown>,
    getSessions: (userId: string) => call(a.sessions, mine(userId)) as Promise<AccountSession[]>,
    updateSession: (sessionId: string, patch: SessionPatchBody) =>
      call(a.renameSession, { params: { sessionId }, body: patch }) as Promise<AccountSession>,
    deleteSession: (sessionId: string) =>
      call(a.deleteSession, { params: { sessionId } }) as Promise<unknown>,

    getBookmarks: (userId: string) => call(s.bookmarks, mine(userId)) as Promise<SyncedBookmark[]>,
    importBookmarks: (userId: string, bookmarks: BookmarkInput[]) =>
      call(s.importBookmarks, { ...mine(userId), body: bookmarks }) as Promise<SyncedBookmark[]>,
    addBookmark: (userId: string, bookmark: BookmarkInput) =>
      call(s.saveBookmark, {
        ...title(userId, bookmark.tmdbId),
        body: bookmark,
      }) as Promise<SyncedBookmark>,
    deleteBookmark: (userId: string, tmdbId: string) =>
      call(s.deleteBookmark, title(userId, tmdbId)) as Promise<unknown>,

    getProgress: (userId: string) =>
      call(s.progress, mine(userId)) as Promise<BackendProgressItem[]>,
    importProgress: (userId: string, items: ProgressInput[]) =>
      call(s.importProgress, { ...mine(userId), body: items }) as Promise<unknown>,
    setProgress: (userId: string, item: ProgressInput) =>
      call(s.saveProgress, {
        ...title(userId, item.tmdbId),
        body: item,
      }) as Promise<BackendProgressItem>,
    deleteProgress: (userId: string, tmdbId: string, selection: ProgressDeleteBody = {}) =>
      call(s.deleteProgress, {
        ...title(userId, tmdbId),
        body: selection,
      }) as Promise<ProgressDeleted>,

    getSettings: (userId: string) => call(s.settings, mine(userId)) as Promise<SyncedSettings>,
    updateSettings: (userId: string, settings: SettingsPatch) =>
      call(s.updateSettings, { ...mine(userId), body: settings }) as Promise<SyncedSettings>,
  };
}

export type BackendClient = ReturnType<typeof createBackendClient>;
