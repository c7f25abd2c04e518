import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import net from 'node:net';

/** A loopback port nothing listens on at the moment of asking. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls `probe` until it answers true; the deadline's message names what never happened.
 * `giveUp` ends the wait at once with its reason, for a wait that can no longer succeed.
 */
export async function waitUntil(
  probe: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
  giveUp: () => string | null = () => null,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = giveUp();
    if (reason !== null) throw new Error(`${what}: ${reason}`);
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await delay(25);
  }
}

export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Resolves with the exit code (or signal), or null when the process still runs after `timeoutMs`. */
export async function exitOf(
  child: ChildProcess,
  timeoutMs: number,
): Promise<number | NodeJS.Signals | null> {
  if (hasExited(child)) return child.exitCode ?? child.signalCode;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? signal);
    });
  });
}

/** Resolves once `url` answers 200; fails at once when the process exits instead. */
export function untilAnswering(child: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  return waitUntil(
    async () => (await fetch(url)).ok,
    timeoutMs,
    `${url} answering`,
    () =>
      hasExited(child) ? `${child.spawnfile} exited (${child.exitCode ?? child.signalCode})` : null,
  );
}

/** Asks politely, then insists, so a hung process never outlives the test file. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return;
  child.kill('SIGTERM');
  if ((await exitOf(child, 5000)) === null) {
    child.kill('SIGKILL');
    await exitOf(child, 5000);
  }
}

/** A process with its output collected, for a test to read or to show when it fails. */
export function startProcess(
  command: string,
  args: string[],
  options: SpawnOptions,
): { child: ChildProcess; output: () => string } {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { child, output: () => text };
}
