import { proxiedUrl } from '@screenroom/core';

/** The checks of document 002 §5 and §8 for the admin tools, free of React so they test alone. */

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export type CheckResult<T = undefined> = { ok: true; value: T } | { ok: false; message: string };

export const BACKEND_FAILED =
  'Failed to call backend, double check the URL, your internet connection, and ensure CORS is properly configured on your backend.';
export const TMDB_FAILED = 'Failed to call TMDB, double check API key and your internet connection';

/** A movie every catalog has: the real service and our embedded one. */
export const TMDB_TEST_MOVIE_ID = 11;

export type BackendMetaSummary = { name: string; version: string; description?: string };

export async function checkBackend(
  backendUrl: string | null,
  getMeta: () => Promise<BackendMetaSummary>,
): Promise<CheckResult<BackendMetaSummary>> {
  if (backendUrl === null) return { ok: false, message: 'Backend URL is not set' };
  try {
    return { ok: true, value: await getMeta() };
  } catch {
    return { ok: false, message: BACKEND_FAILED };
  }
}

export type WorkerResult = { url: string; ok: true } | { url: string; ok: false; message: string };

/** Error texts may quote the worker's address; it is masked so screenshots can be shared. */
export function maskWorkerUrl(message: string, url: string): string {
  return url === '' ? message : message.split(url).join('WORKER_URL');
}

export async function checkWorker(
  url: string,
  echoUrl: string,
  fetchImpl: Fetch,
): Promise<WorkerResult> {
  if (url.endsWith('/')) return { url, ok: false, message: 'URL ends with slash' };
  try {
    const response = await fetchImpl(proxiedUrl(url, echoUrl));
    if (!response.ok) throw new Error(`${url} answered with status ${response.status}`);
    const body = (await response.json()) as { url?: unknown } | null;
    if (body?.url !== echoUrl) throw new Error(`${url} did not return the echo`);
    return { url, ok: true };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { url, ok: false, message: maskWorkerUrl(message, url) };
  }
}

export function checkWorkers(urls: string[], echoUrl: string, fetchImpl: Fetch = fetch) {
  return Promise.all(urls.map((url) => checkWorker(url, echoUrl, fetchImpl)));
}

/** A read token is a JWT: more than two dot-separated parts. */
export function tmdbTokenProblem(token: string | undefined): string | null {
  if (!token) return 'TMDB API key is not set';
  if (token.split('.').length <= 2) return 'TMDB API key is not a read only key';
  return null;
}

export type TmdbTarget = { baseUrl: string; token?: string };

export async function checkTmdb(
  target: TmdbTarget,
  fetchImpl: Fetch = fetch,
): Promise<CheckResult<{ title: string }>> {
  if (target.token !== undefined) {
    const problem = tmdbTokenProblem(target.token);
    if (problem) return { ok: false, message: problem };
  }
  try {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (target.token) headers.authorization = `Bearer ${target.token}`;
    const base = target.baseUrl.replace(/\/+$/, '');
    const response = await fetchImpl(`${base}/movie/${TMDB_TEST_MOVIE_ID}`, { headers });
    if (!response.ok) return { ok: false, message: TMDB_FAILED };
    const body = (await response.json()) as { title?: unknown };
    if (typeof body.title !== 'string') return { ok: false, message: TMDB_FAILED };
    return { ok: true, value: { title: body.title } };
  } catch {
    return { ok: false, message: TMDB_FAILED };
  }
}
