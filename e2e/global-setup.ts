import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startEchoService } from './echo-service.ts';
import { startServer, type RunningServer } from './server.ts';
import { createTestMedia } from './test-media.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * One real server for the whole browser suite, with the test media of test-media.ts as its
 * MEDIA_DIR beside the bundled demo media; the proxy test's echo service runs beside it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Fails with the install hint when ffmpeg is missing, before anything else starts.
  const media = await createTestMedia();
  const echo = await startEchoService();
  let server: RunningServer;
  try {
    server = await startServer({ VITE_PROXY_ECHO_URL: echo.url, MEDIA_DIR: media.dir });
  } catch (error) {
    await echo.stop();
    await media.remove();
    throw error;
  }
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    await echo.stop();
    await media.remove();
  };
}
