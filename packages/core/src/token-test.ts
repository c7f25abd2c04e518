import { TOKEN_TEST_ATTEMPTS, TOKEN_TEST_RETRY_DELAY_MS } from './constants.ts';

/** What a connection test of a viewer's credential shows. */
export type TokenTestState = 'unset' | 'success' | 'error' | 'api_down' | 'invalid_token';

/** What one attempt found; `unset` is decided before any attempt. */
export type TokenAttemptResult = Exclude<TokenTestState, 'unset'>;

export const TOKEN_TEST_STATES = [
  'unset',
  'success',
  'error',
  'api_down',
  'invalid_token',
] as const satisfies readonly TokenTestState[];

/**
 * How a service's HTTP status reads: refused credentials are invalid at once, a gateway that
 * cannot reach the service means it is down, and anything else unexpected is worth a retry.
 */
export function tokenAttemptResultForStatus(status: number): TokenAttemptResult {
  if (status === 401 || status === 403) return 'invalid_token';
  if (status === 502 || status === 503) return 'api_down';
  if (status >= 200 && status < 300) return 'success';
  return 'error';
}

export type TokenTestOptions = {
  /** Every value the credential needs; any blank one means it is not set. */
  values: readonly string[];
  /** One try; a throw counts as an error. */
  attempt: (signal?: AbortSignal) => Promise<TokenAttemptResult>;
  /** Injected so tests wait for nothing; defaults to a timer. */
  sleep?: (ms: number) => Promise<void>;
  /** Stops between attempts with the signal's reason. */
  signal?: AbortSignal;
};

const timerSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Tests a credential: blank means unset without a call; a refused key or a service that is down
 * is final at once; any other failure is tried again after a pause, up to the attempts allowed.
 */
export async function runTokenTest(options: TokenTestOptions): Promise<TokenTestState> {
  if (options.values.length === 0 || options.values.some((value) => value.trim() === '')) {
    return 'unset';
  }
  const sleep = options.sleep ?? timerSleep;
  for (let attempt = 1; ; attempt += 1) {
    options.signal?.throwIfAborted();
    let result: TokenAttemptResult;
    try {
      result = await options.attempt(options.signal);
    } catch {
      options.signal?.throwIfAborted();
      result = 'error';
    }
    if (result !== 'error' || attempt >= TOKEN_TEST_ATTEMPTS) return result;
    await sleep(TOKEN_TEST_RETRY_DELAY_MS);
  }
}
