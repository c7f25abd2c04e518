// How `npm start` runs the server: as a child whose stop signals it passes on and whose end it
// reports as its own exit status, so whoever supervises `npm start` (systemd, a container
// runtime, a shell) sees what happened to the server.
import { spawn } from 'node:child_process';
import os from 'node:os';

/** A shell's convention: a process killed by signal n ends with 128 + n (SIGKILL: 137). */
export function exitStatus(code, signal) {
  return signal ? 128 + os.constants.signals[signal] : (code ?? 1);
}

export function supervise(command, args, options = {}) {
  // Its own process group, so a Ctrl+C reaches it once, from here, rather than twice (the
  // terminal's and ours), which it would take as "stop now" and skip the drain.
  const child = spawn(command, args, { stdio: 'inherit', detached: true, ...options });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    // A closed terminal stops the server as a SIGTERM does: with the drain.
    process.on(signal, () => child.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal));
  }
  // Killed by a signal, it did not stop on its own: a non-zero status, so a supervisor
  // (systemd's Restart=on-failure) restarts it.
  child.on('exit', (code, signal) => process.exit(exitStatus(code, signal)));
  return child;
}
