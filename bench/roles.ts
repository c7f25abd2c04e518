import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

/**
 * Starts a benchmark file in another role (its upstream, its server), in its own process, so the
 * measuring process shares no event loop with them; resolves with the port the role prints as
 * its first line, `{"port":N}`.
 */
export async function spawnRole(
  script: string,
  ...args: string[]
): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(script), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  for await (const line of lines) {
    const { port } = JSON.parse(line) as { port: number };
    return { port, child };
  }
  throw new Error(`The ${args[0]} process ended before it listened`);
}
