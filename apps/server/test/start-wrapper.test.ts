// `npm start`'s wrapper (scripts/supervise.mjs, which scripts/start.mjs runs the server through)
// must end as the server ended: a supervisor restarts on a non-zero status only, so a server
// killed by a signal (the kernel's out-of-memory SIGKILL) must not look like a clean stop.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const supervise = pathToFileURL(path.join(root, 'scripts', 'supervise.mjs')).href;

/** The wrapper running a stand-in server, which prints its pid once it is set up. */
function wrapper(serverCode: string) {
  const server = `${serverCode} console.log(process.pid);`;
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { supervise } from ${JSON.stringify(supervise)};
       supervise(process.execPath, ['-e', ${JSON.stringify(server)}]);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const serverPid = new Promise<number>((resolve) =>
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim()))),
  );
  const status = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? String(signal))),
  );
  return { child, serverPid, status };
}

const waits = `process.on('SIGTERM', () => process.exit(0)); setInterval(() => {}, 1000);`;

describe('the npm start wrapper', () => {
  it('exits 137 when the server is killed by SIGKILL', async () => {
    const { serverPid, status } = wrapper(waits);
    process.kill(await serverPid, 'SIGKILL');
    expect(await status).toBe(137);
  });

  it('exits 143 when the server dies by a SIGTERM it does not handle', async () => {
    const { serverPid, status } = wrapper('setInterval(() => {}, 1000);');
    process.kill(await serverPid, 'SIGTERM');
    expect(await status).toBe(143);
  });

  it('passes its own SIGTERM on and exits 0 when the server stops cleanly', async () => {
    const { child, serverPid, status } = wrapper(waits);
    await serverPid;
    child.kill('SIGTERM');
    expect(await status).toBe(0);
  });

  it("exits with the server's own status", async () => {
    const { status } = wrapper('process.exit(3);');
    expect(await status).toBe(3);
  });
});
