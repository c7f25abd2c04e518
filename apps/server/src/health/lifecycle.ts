import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { WebSocketServer } from 'ws';

/**
 * What the process is doing with its HTTP server: serving, or draining before it stops. It keeps
 * the responses in progress and every open connection, so a drain can wait for the first and,
 * when time is up, close the second (long media and proxy streams, WebSockets).
 */
export class ServerLifecycle {
  private isDraining = false;
  private readonly responses = new Set<ServerResponse>();
  private readonly connections = new Set<Socket>();
  private readonly upgraded = new Set<Socket>();
  private readonly idleWaiters: (() => void)[] = [];
  /** The WebSocket servers of the modules that accept WebSockets, as their requests reveal them. */
  private readonly webSocketServers = new Set<WebSocketServer>();

  get draining(): boolean {
    return this.isDraining;
  }

  get openRequests(): number {
    return this.responses.size;
  }

  /** Follows `app`'s connections and requests from now on (before it listens). */
  track(app: FastifyInstance): void {
    const server = app.server;
    server.on('connection', (socket: Socket) => {
      this.connections.add(socket);
      socket.once('close', () => {
        this.connections.delete(socket);
        this.upgraded.delete(socket);
      });
    });
    // WebSockets: the socket leaves HTTP, so it is not a request that a drain waits for.
    server.on('upgrade', (_request, socket: Socket) => this.upgraded.add(socket));
    // Before the app's own listener, which may answer at once: a request arriving during a drain
    // must be marked before its headers go.
    server.prependListener('request', (_request, response: ServerResponse) => {
      this.responses.add(response);
      if (this.isDraining) this.sayClose(response);
      response.once('close', () => {
        this.responses.delete(response);
        if (this.responses.size === 0) this.idleWaiters.splice(0).forEach((wake) => wake());
      });
    });
    // A module registers the WebSocket plugin in its own scope, where the root cannot see it;
    // an upgrade request is routed through that scope, which carries the plugin's server.
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.raw.headers.upgrade !== undefined) {
        const scoped = (request.server as { websocketServer?: WebSocketServer }).websocketServer;
        if (scoped) this.webSocketServers.add(scoped);
      }
      done();
    });
  }

  /** Readiness turns false from here on, and answers not yet begun close their connection. */
  beginDrain(): void {
    this.isDraining = true;
    for (const response of this.responses) this.sayClose(response);
  }

  /** The client must send no more on this connection: its next request goes to an instance that stays. */
  private sayClose(response: ServerResponse): void {
    if (!response.headersSent) response.shouldKeepAlive = false;
  }

  /** Resolves once no request is in progress. */
  requestsFinished(): Promise<void> {
    if (this.responses.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Ends every connection that is not a WebSocket, mid-response or not. */
  destroyHttpConnections(): void {
    for (const socket of this.connections) if (!this.upgraded.has(socket)) socket.destroy();
  }

  /** Starts the closing handshake of every WebSocket. */
  closeWebSockets(code: number, reason: string): void {
    for (const server of this.webSocketServers) {
      for (const client of server.clients) client.close(code, reason);
    }
  }

  /** Resolves once every WebSocket's connection has closed, or after `ms`, whichever is first. */
  async upgradedClosed(ms: number): Promise<void> {
    const open = [...this.upgraded].map(
      (socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())),
    );
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(open),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))),
    ]);
    clearTimeout(timer);
  }

  /** Ends every connection still open. */
  destroyAll(): void {
    for (const socket of this.connections) socket.destroy();
  }
}
