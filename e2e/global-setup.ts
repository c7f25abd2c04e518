import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { serverCommandArgs, startServer, type RunningServer } from './server.ts';
import { createTestMedia } from './test-media.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's MEDIA_DIR, which it follows: a test may add a file and see it play. */
    mediaDir: string;
  }
}

/**
 * One real server for the whole browser suite, with the test media of test-media.ts as its
 * MEDIA_DIR beside the bundled demo media. The proxy test's echo is the server's own (`/echo`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Fails with the install hint when ffmpeg is missing, before anything else starts.
  const media = await createTestMedia();
  console.log(`The browser tests' servers run: node ${serverCommandArgs().join(' ')}`);
  let server: RunningServer;
  try {
    server = await startServer({ MEDIA_DIR: media.dir });
  } catch (error) {
    await media.remove();
    throw error;
  }
  project.provide('baseUrl', server.baseUrl);
  project.provide('mediaDir', media.dir);
  return async () => {
    await server.stop();
    await media.remove();
  };
}
