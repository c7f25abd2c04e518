import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface Role {
  port: number;
  child: ChildProcess;
}

/**
 * Starts a benchmark file in another role (its upstream, its server), in its own process, so the
 * measuring process shares no event loop with them; resolves with the port the role prints as
 * its first line, `{"port":N}`. With `profile` and BENCH_CPU_PROF=dir set, the role writes a V8
 * CPU profile into that directory when it is stopped (see `endRoleOnTerm`).
 */
export async function spawnRole(
  script: string,
  args: string[],
  options: { profile?: boolean } = {},
): Promise<Role> {
  const profileDir = process.env.BENCH_CPU_PROF;
  const flags = options.profile && profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(
    process.execPath,
    [...process.execArgv, ...flags, fileURLToPath(script), ...args],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = readline.createInterface({ input: child.stdout! });
  for await (const line of lines) {
    const { port } = JSON.parse(line) as { port: number };
    return { port, child };
  }
  throw new Error(`The ${args[0]} process ended before it listened`);
}

/** Ends a role and waits for it to be gone (its profile, if any, written). */
export async function stopRole(role: Role): Promise<void> {
  if (role.child.exitCode !== null || role.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => role.child.once('exit', () => resolve()));
  role.child.kill();
  await exited;
}

/** In a role: SIGTERM ends the process normally, so that a CPU profile asked for is written. */
export function endRoleOnTerm(): void {
  process.once('SIGTERM', () => process.exit(0));
}
