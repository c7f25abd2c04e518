/**
 * The account, sync and watch-party server of backend-api.md. Every call goes through one
 * request function so errors always arrive as a BackendError with the server's own message.
 */

export class BackendError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'BackendError';
    this.status = status;
  }
}

export interface BackendProfile {
  colorA: string;
  colorB: string;
  icon: string;
}

export interface BackendUser {
  id: string;
  namespace: string;
  publicKey: string;
  roles: string[];
  createdAt: string;
  lastLoggedIn?: string;
  profile: BackendProfile;
}

export interface BackendSession {
  id: string;
  userId: string;
  createdAt: string;
  accessedAt: string;
  /** Encrypted device name. */
  device: string;
  userAgent: string;
}

export interface BackendMeta {
  name: string;
  description?: string;
  version: string;
  hasCaptcha: boolean;
  captchaClientKey?: string;
}

export interface BackendMediaMeta {
  title: string;
  year: number;
  poster?: string;
  type: 'show' | 'movie';
}

export interface BackendBookmark {
  tmdbId: string;
  meta: BackendMediaMeta;
  updatedAt: string;
}

export interface BackendBookmarkInput {
  tmdbId: string;
  meta: BackendMediaMeta;
}

/** The existing movie-web server sends duration and watched as strings; ours sends numbers. */
export interface BackendProgressItem {
  id: string;
  tmdbId: string;
  season: { id?: string; number?: number };
  episode: { id?: string; number?: number };
  meta: BackendMediaMeta;
  duration: number | string;
  watched: number | string;
  updatedAt: string;
}

export interface BackendProgressInput {
  tmdbId: string;
  meta: BackendMediaMeta;
  duration: number;
  watched: number;
  updatedAt?: string;
  seasonId?: string;
  episodeId?: string;
  seasonNumber?: number;
  episodeNumber?: number;
}

export interface BackendProgressDeleteResult {
  count: number;
  tmdbId: string;
  seasonId?: string;
  episodeId?: string;
}

/** The synced setting fields; null means cleared on the server. */
export interface BackendSettings {
  applicationLanguage?: string | null;
  defaultSubtitleLanguage?: string | null;
  applicationTheme?: string | null;
  proxyUrls?: string[] | null;
  enableThumbnails?: boolean | null;
  enableAutoplay?: boolean | null;
  enableSkipCredits?: boolean | null;
  enableDiscover?: boolean | null;
  enableFeatured?: boolean | null;
  enableDetailsModal?: boolean | null;
  enableImageLogos?: boolean | null;
  enableCarouselView?: boolean | null;
  sourceOrder?: string[] | null;
  enableSourceOrder?: boolean | null;
  proxyTmdb?: boolean | null;
  febboxKey?: string | null;
  enableLowPerformanceMode?: boolean | null;
}

export interface BackendSettingsResponse extends BackendSettings {
  id: string;
}

export interface ChallengeAnswer {
  code: string;
  signature: string;
}

export interface RegisterCompleteInput {
  publicKey: string;
  challenge: ChallengeAnswer;
  namespace: string;
  device: string;
  profile: BackendProfile;
}

export interface LoginCompleteInput {
  publicKey: string;
  challenge: ChallengeAnswer;
  /** backend-api.md: sent at login too; the existing server ignores it. */
  namespace?: string;
  device: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

export function createBackendClient(
  backendUrl: string,
  token?: string,
  options: BackendRequestOptions = {},
) {
  async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetch(joinBackendUrl(backendUrl, path), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        ...(options.keepalive ? { keepalive: true } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new BackendError(0, error instanceof Error ? error.message : 'Network error');
    }
    const parsed = await readBody(response);
    if (!response.ok) {
      throw new BackendError(response.status, errorMessageFromBody(parsed, response.statusText));
    }
    return parsed as T;
  }

  const user = (userId: string) => `/users/${encodeURIComponent(userId)}`;
  const title = (tmdbId: string) => encodeURIComponent(tmdbId);

  return {
    getMeta: () => request<BackendMeta>('GET', '/meta'),

    registerStart: (captchaToken?: string) =>
      request<{ challenge: string }>('POST', '/auth/register/start', { captchaToken }),
    registerComplete: (input: RegisterCompleteInput) =>
      request<{ user: BackendUser; session: BackendSession; token: string }>(
        'POST',
        '/auth/register/complete',
        input,
      ),
    loginStart: (publicKey: string) =>
      request<{ challenge: string }>('POST', '/auth/login/start', { publicKey }),
    loginComplete: (input: LoginCompleteInput) =>
      request<{ session: BackendSession; token: string }>('POST', '/auth/login/complete', input),

    getMe: () => request<{ user: BackendUser; session: BackendSession }>('GET', '/users/@me'),
    updateUser: (userId: string, patch: { profile?: BackendProfile; name?: string }) =>
      request<BackendUser>('PATCH', user(userId), patch),
    deleteUser: (userId: string) => request<unknown>('DELETE', user(userId)),
    getSessions: (userId: string) => request<BackendSession[]>('GET', `${user(userId)}/sessions`),
    updateSession: (sessionId: string, patch: { deviceName: string }) =>
      request<BackendSession>('PATCH', `/sessions/${encodeURIComponent(sessionId)}`, patch),
    deleteSession: (sessionId: string) =>
      request<unknown>('DELETE', `/sessions/${encodeURIComponent(sessionId)}`),

    getBookmarks: (userId: string) =>
      request<BackendBookmark[]>('GET', `${user(userId)}/bookmarks`),
    importBookmarks: (userId: string, bookmarks: BackendBookmarkInput[]) =>
      request<BackendBookmark[]>('PUT', `${user(userId)}/bookmarks`, bookmarks),
    addBookmark: (userId: string, bookmark: BackendBookmarkInput) =>
      request<BackendBookmark>(
        'POST',
        `${user(userId)}/bookmarks/${title(bookmark.tmdbId)}`,
        bookmark,
      ),
    deleteBookmark: (userId: string, tmdbId: string) =>
      request<unknown>('DELETE', `${user(userId)}/bookmarks/${title(tmdbId)}`),

    getProgress: (userId: string) =>
      request<BackendProgressItem[]>('GET', `${user(userId)}/progress`),
    importProgress: (userId: string, items: BackendProgressInput[]) =>
      request<unknown>('PUT', `${user(userId)}/progress/import`, items),
    setProgress: (userId: string, item: BackendProgressInput) =>
      request<BackendProgressItem>('PUT', `${user(userId)}/progress/${title(item.tmdbId)}`, item),
    deleteProgress: (
      userId: string,
      tmdbId: string,
      selection: { seasonId?: string; episodeId?: string } = {},
    ) =>
      request<BackendProgressDeleteResult>(
        'DELETE',
        `${user(userId)}/progress/${title(tmdbId)}`,
        selection,
      ),

    getSettings: (userId: string) =>
      request<BackendSettingsResponse>('GET', `${user(userId)}/settings`),
    updateSettings: (userId: string, settings: BackendSettings) =>
      request<BackendSettingsResponse>('PUT', `${user(userId)}/settings`, settings),
  };
}

export type BackendClient = ReturnType<typeof createBackendClient>;
