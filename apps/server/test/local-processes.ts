import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A port of the loopback interface that nothing listens on right now. */
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
    await delay(50);
  }
}

export async function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return true;
  const done = new Promise<true>((resolve) => child.once('exit', () => resolve(true)));
  return Promise.race([done, delay(timeoutMs).then(() => false)]);
}

/** Resolves once `url` answers 200; fails at once when the process exits instead. */
export function untilAnswering(child: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  return waitUntil(
    async () => (await fetch(url)).ok,
    timeoutMs,
    `${url} answering`,
    () =>
      child.exitCode !== null || child.signalCode !== null
        ? `${child.spawnfile} exited (${child.exitCode ?? child.signalCode})`
        : null,
  );
}

/** Asks politely, then insists, so a hung process never outlives the test file. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  if (!(await exited(child, 5000))) {
    child.kill('SIGKILL');
    await exited(child, 5000);
  }
}
