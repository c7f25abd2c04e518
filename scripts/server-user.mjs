// The user the operator check and the Dockerfile replay start the release server as. Run as root,
// they would test nothing about a read-only tree: root writes through any file mode. So as root
// the server runs as an unprivileged user (the one asked for, or `nobody` when this machine has
// no such user), with its supplementary groups dropped (Node.js's `uid` and `gid` spawn options
// do that), and owns only the folders it is given; as anyone else it runs as that user, whom
// `chmod a-w` already stops.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** The user to run the server as and why, or `user: null` to run it as this process's own. */
export function serverUser(wanted = 'nobody') {
  if (process.getuid?.() !== 0) {
    return { user: null, note: 'only root may run a process as another user' };
  }
  const uid = spawnSync('id', ['-u', wanted], { encoding: 'utf8' });
  if (uid.status === 0) {
    const gid = spawnSync('id', ['-g', wanted], { encoding: 'utf8' }).stdout.trim();
    return { user: { name: wanted, uid: Number(uid.stdout.trim()), gid: Number(gid) }, note: '' };
  }
  const nobody = { name: 'nobody', uid: 65534, gid: 65534 };
  return { user: nobody, note: `there is no user ${wanted} on this machine` };
}

/** The spawn options that run a child as `user` (none for this process's own user). */
export function asUser(user) {
  return user ? { uid: user.uid, gid: user.gid } : {};
}

/** Makes `user` the owner of `folders` and everything in them. */
export function giveTo(user, ...folders) {
  if (!user) return;
  for (const folder of folders) {
    const given = spawnSync('chown', ['-R', `${user.uid}:${user.gid}`, folder]);
    if (given.status !== 0) throw new Error(`chown ${folder} exited ${given.status}`);
  }
}

/** Throws unless `user` is refused a new file in each of `folders`: what makes the tree
 * read-only to the server is that the server's own user cannot write there. */
export function assertCannotWrite(user, ...folders) {
  for (const folder of folders) {
    // A folder that is not there would refuse the write for another reason.
    if (!fs.statSync(folder).isDirectory()) throw new Error(`${folder} is not a folder`);
    const probe = `${folder}/.write-probe`;
    const attempt = spawnSync('sh', ['-c', 'echo probe > "$1"', 'sh', probe], {
      ...asUser(user),
      cwd: '/',
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
    });
    if (attempt.status === 0 || fs.existsSync(probe)) {
      fs.rmSync(probe, { force: true });
      throw new Error(`${user?.name ?? 'this process’s user'} could write into ${folder}`);
    }
    if (!/permission denied|read-only/i.test(attempt.stderr)) {
      throw new Error(`the write into ${folder} failed otherwise than refused: ${attempt.stderr}`);
    }
  }
}
