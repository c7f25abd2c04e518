import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The one fake network of the web tests. `setup.ts` starts it before each file, drops the
 * handlers a test added after it, and refuses any request no handler answers, so a test never
 * reaches a real host. Each outside service has its shared fake, which adds its handlers here.
 */
export const server = setupServer();

/** From now on in this test, every request fails as it does when the network is down. */
export function networkDown(): void {
  server.use(http.all('*', () => HttpResponse.error()));
}

/** From now on in this test, every request waits for an answer that never comes. */
export function networkSilent(): void {
  server.use(
    http.all('*', async () => {
      await delay('infinite');
      return HttpResponse.error();
    }),
  );
}
