import { proxiedUrl } from '@screenroom/core';
import { echoMatches } from './proxy-test.ts';

/**
 * The admin tools' checks: each asks the backend, the movie database or a proxy worker and reads
 * the answer into a result with its failure reason. Free of React, so they test alone.
 */

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Why a check failed; CheckFailureText turns it into the viewer's language. */
export type AdminCheckError =
  | 'backendUnset'
  | 'backendFailed'
  | 'tmdbUnset'
  | 'tmdbNotReadOnly'
  | 'tmdbFailed'
  | 'workerSlash'
  | 'workerStatus'
  | 'workerNoEcho'
  | 'workerFailed';

export type CheckFailure = {
  ok: false;
  error: AdminCheckError;
  values?: Record<string, string | number>;
};

export type CheckResult<T = undefined> = { ok: true; value: T } | CheckFailure;

export const isFailedCheck = (result: { ok: boolean }): boolean => !result.ok;

const failure = (error: AdminCheckError, values?: CheckFailure['values']): CheckFailure =>
  values ? { ok: false, error, values } : { ok: false, error };

/** A movie every catalog has: the real service and our embedded one. */
export const TMDB_TEST_MOVIE_ID = 11;

export type BackendMetaSummary = { name: string; version: string; description?: string };

/** Counts read from the backend's Prometheus text; null when the text lacks them. */
export type BackendCounts = { providerCount: number | null; userCount: number | null };

export type BackendSummary = BackendMetaSummary & BackendCounts;

function sumSamples(text: string, metric: string): number | null {
  const sample = new RegExp(String.raw`^${metric}(?:\{[^}]*\})?\s+(\d+(?:\.\d+)?)\s*$`, 'gm');
  const values = [...text.matchAll(sample)].map((match) => Number(match[1]));
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0);
}

/**
 * Pure: the summed provider-hostname counts and the user count, summed over
 * namespaces, from `GET {backend}/metrics`.
 */
export function readBackendCounts(metricsText: string): BackendCounts {
  return {
    providerCount: sumSamples(metricsText, 'mw_provider_hostname_count'),
    userCount: sumSamples(metricsText, 'mw_user_count'),
  };
}

async function fetchBackendCounts(backendUrl: string, fetchImpl: Fetch): Promise<BackendCounts> {
  let counts: BackendCounts = { providerCount: null, userCount: null };
  try {
    const response = await fetchImpl(`${backendUrl.replace(/\/+$/, '')}/metrics`);
    if (response.ok) counts = readBackendCounts(await response.text());
  } catch (error) {
    console.warn('Could not read the backend metrics', error);
  }
  // Missing counts are only logged; the backend still passes.
  if (counts.providerCount === null) console.error('ACCOUNT_NUMBER not found');
  if (counts.userCount === null) console.error('USER_COUNT not found');
  return counts;
}

export async function checkBackend(
  backendUrl: string | null,
  getMeta: () => Promise<BackendMetaSummary>,
  fetchImpl: Fetch = fetch,
): Promise<CheckResult<BackendSummary>> {
  if (backendUrl === null) return failure('backendUnset');
  let meta: BackendMetaSummary;
  try {
    meta = await getMeta();
  } catch {
    return failure('backendFailed');
  }
  return { ok: true, value: { ...meta, ...(await fetchBackendCounts(backendUrl, fetchImpl)) } };
}

export type WorkerResult = { url: string } & ({ ok: true } | CheckFailure);

/** Error texts may quote the worker's address; it is masked so screenshots can be shared. */
export function maskWorkerUrl(message: string, url: string): string {
  return url === '' ? message : message.split(url).join('WORKER_URL');
}

export async function checkWorker(
  url: string,
  echoUrl: string,
  fetchImpl: Fetch,
): Promise<WorkerResult> {
  if (url.endsWith('/')) return { url, ...failure('workerSlash') };
  let response: Response;
  let body: unknown = null;
  try {
    response = await fetchImpl(proxiedUrl(url, echoUrl));
    if (response.ok) body = await response.json();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { url, ...failure('workerFailed', { detail: maskWorkerUrl(message, url) }) };
  }
  if (!response.ok) return { url, ...failure('workerStatus', { status: response.status }) };
  if (!echoMatches(body, echoUrl)) return { url, ...failure('workerNoEcho') };
  return { url, ok: true };
}

export const anyWorkerFailed = (results: WorkerResult[]): boolean => results.some(isFailedCheck);

export function checkWorkers(urls: string[], echoUrl: string, fetchImpl: Fetch = fetch) {
  return Promise.all(urls.map((url) => checkWorker(url, echoUrl, fetchImpl)));
}

/** A read token is a JWT: more than two dot-separated parts. */
export function tmdbTokenProblem(token: string | undefined): AdminCheckError | null {
  if (!token) return 'tmdbUnset';
  if (token.split('.').length <= 2) return 'tmdbNotReadOnly';
  return null;
}

export type TmdbTarget = { baseUrl: string; token?: string };

export async function checkTmdb(
  target: TmdbTarget,
  fetchImpl: Fetch = fetch,
): Promise<CheckResult<{ title: string }>> {
  if (target.token !== undefined) {
    const problem = tmdbTokenProblem(target.token);
    if (problem) return failure(problem);
  }
  try {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (target.token) headers.authorization = `Bearer ${target.token}`;
    const base = target.baseUrl.replace(/\/+$/, '');
    const response = await fetchImpl(`${base}/movie/${TMDB_TEST_MOVIE_ID}`, { headers });
    if (!response.ok) return failure('tmdbFailed');
    const body = (await response.json()) as { title?: unknown };
    if (typeof body.title !== 'string') return failure('tmdbFailed');
    return { ok: true, value: { title: body.title } };
  } catch {
    return failure('tmdbFailed');
  }
}
