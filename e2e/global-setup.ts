import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startEchoService } from './echo-service.ts';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One real server for the whole browser suite; the proxy test's echo service runs beside it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const echo = await startEchoService();
  const server = await startServer({ VITE_PROXY_ECHO_URL: echo.url });
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    await echo.stop();
  };
}
