import type { FastifyInstance } from 'fastify';
import type { ServerLifecycle } from './lifecycle.ts';

/** How long WebSockets get to answer our close frame once the drain is over. */
const GOODBYE_MS = 1000;

/** WebSocket close code "going away": the watch party's clients reconnect, to another instance. */
const CLOSE_GOING_AWAY = 1001;

export type DrainOutcome = 'finished' | 'timed-out';

/**
 * Stops the server the way a rolling restart needs: readiness turns false at once, no new
 * connection is accepted, requests in progress may finish for up to `timeoutMs`, and then what is
 * still open is closed: HTTP connections (a film being streamed, a proxied download) at once,
 * WebSockets with "going away" and a second to answer it. Finally the app closes (its hooks
 * release Redis and the rest); the caller closes the database.
 */
export async function drainAndClose(
  app: FastifyInstance,
  lifecycle: ServerLifecycle,
  timeoutMs: number,
): Promise<DrainOutcome> {
  lifecycle.beginDrain();
  // Refuses new connections and closes idle keep-alive ones; its callback would wait for every
  // connection, WebSockets included, so it is not awaited.
  app.server.close();
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race<DrainOutcome>([
    lifecycle.requestsFinished().then(() => 'finished'),
    new Promise((resolve) => (timer = setTimeout(() => resolve('timed-out'), timeoutMs))),
  ]);
  clearTimeout(timer);
  lifecycle.destroyHttpConnections();
  lifecycle.closeWebSockets(CLOSE_GOING_AWAY, 'Server shutting down');
  await lifecycle.upgradedClosed(GOODBYE_MS);
  lifecycle.destroyAll();
  await app.close();
  return outcome;
}
