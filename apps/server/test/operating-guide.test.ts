// Every command in docs/operating.md is run somewhere, and the guide says where. Each shell block
// carries comment lines that cover the commands below them:
// - `# checked by FILE …`: FILE runs the command, so FILE must hold it, as written or (for a
//   program started with an argument list) as its program and each argument quoted;
// - `# run by apps/server/test/operating-guide.test.ts …`: this test runs it, below;
// - `# not run here: REASON`: the reason, and every file it names must exist.
// A command under no such comment fails, and so does a command written in the prose that no block
// holds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const GUIDE = 'docs/operating.md';
const THIS_TEST = 'apps/server/test/operating-guide.test.ts';
const CADDY = process.env.CADDY_BIN ?? '/usr/bin/caddy';
const guide = fs.readFileSync(path.join(root, GUIDE), 'utf8');

interface Command {
  line: number;
  command: string;
  mark: string | null;
}

/** The commands of the guide's shell blocks, each with the comment line that covers it. */
function guideCommands(text: string): Command[] {
  const commands: Command[] = [];
  let inBlock = false;
  let mark: string | null = null;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (!inBlock) {
      if (line === '```sh') {
        inBlock = true;
        mark = null;
      }
      return;
    }
    if (line === '```') inBlock = false;
    else if (line.startsWith('#')) mark = line;
    else if (line) commands.push({ line: index + 1, command: line, mark });
  });
  return commands;
}

/** The repository files a mark names. */
const filesNamed = (mark: string) =>
  [...mark.matchAll(/\b(?:scripts|apps|deploy|docs|e2e|packages|bench)\/[\w./-]*\w/g)].map(
    (m) => m[0],
  );

/** Whether a file's text holds a command: as written, or as a program and its quoted arguments.
 * Settings written before the command (`NAME=value`) are the operator's: the file must set the
 * same variable, to its own value. */
function holds(text: string, command: string): boolean {
  const words = command.split(/\s+/);
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? '')) {
    const name = words.shift()!.split('=')[0]!;
    if (!text.includes(name)) return false;
  }
  const [program, ...args] = words;
  if (text.includes(words.join(' '))) return true;
  return (
    text.includes(program!) && args.every((a) => text.includes(`'${a}'`) || text.includes(`"${a}"`))
  );
}

let scratch: string;
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'screenroom-guide-test-'));
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function sh(command: string, cwd: string, env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync('sh', ['-c', command], { cwd, env, encoding: 'utf8', timeout: 20_000 });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** How this test runs the commands the guide says it runs: as written, where they change
 * nothing outside a scratch folder. */
const runners: Record<string, { skip?: string; run(command: string): void }> = {
  'cp deploy/.env.example deploy/.env': {
    run(command) {
      const copy = fs.mkdtempSync(path.join(scratch, 'deploy-'));
      fs.mkdirSync(path.join(copy, 'deploy'));
      fs.copyFileSync(
        path.join(root, 'deploy/.env.example'),
        path.join(copy, 'deploy/.env.example'),
      );
      const result = sh(command, copy);
      expect(result.code, result.output).toBe(0);
      expect(fs.readFileSync(path.join(copy, 'deploy/.env'), 'utf8')).toBe(
        fs.readFileSync(path.join(root, 'deploy/.env.example'), 'utf8'),
      );
    },
  },
  'caddy validate --config deploy/Caddyfile': {
    skip: fs.existsSync(CADDY) ? undefined : `${CADDY} is absent`,
    run(command) {
      const home = fs.mkdtempSync(path.join(scratch, 'caddy-'));
      // Caddy keeps its state under HOME; the command itself reads deploy/Caddyfile only.
      const result = sh(command, root, {
        PATH: `${path.dirname(CADDY)}:${process.env.PATH}`,
        HOME: home,
        XDG_DATA_HOME: path.join(home, 'data'),
        XDG_CONFIG_HOME: path.join(home, 'config'),
      });
      expect(result.code, result.output).toBe(0);
      expect(result.output).toContain('Valid configuration');
    },
  },
};

const commands = guideCommands(guide);

describe('docs/operating.md', () => {
  it('has shell blocks with commands in them', () => {
    expect(commands.length).toBeGreaterThanOrEqual(10);
  });

  describe.each(commands)('line $line: $command', ({ command, mark }) => {
    it('is marked with where it runs or why it does not', () => {
      expect(mark, `${command} has no "# checked by", "# run by" or "# not run here"`).toMatch(
        /^# (checked by \S|run by \S|not run here: \S)/,
      );
      for (const file of filesNamed(mark!)) {
        expect(fs.existsSync(path.join(root, file)), `${file}, named by "${mark}"`).toBe(true);
      }
    });

    if (mark?.startsWith('# checked by ')) {
      const file = filesNamed(mark)[0];
      it(`is held by ${file}`, () => {
        expect(file, `"${mark}" names no file`).toBeDefined();
        const text = fs.readFileSync(path.join(root, file!), 'utf8');
        expect(holds(text, command), `${file} does not hold "${command}"`).toBe(true);
      });
    }

    if (mark?.startsWith('# run by ')) {
      const runner = runners[command];
      it.skipIf(runner?.skip !== undefined)(
        `runs here${runner?.skip ? ` (${runner.skip})` : ''}`,
        () => {
          expect(filesNamed(mark)[0]).toBe(THIS_TEST);
          expect(runner, `this test has no way to run "${command}"`).toBeDefined();
          runner!.run(command);
        },
      );
    }
  });

  it('holds every command written in its prose in a marked block', () => {
    const prose = guide.replace(/^\s*```sh\n[\s\S]*?^\s*```$/gm, '');
    const inline = [...prose.matchAll(/`([^`]+)`/g)]
      .map((m) => m[1]!.replace(/\s+/g, ' '))
      .filter((span) =>
        /^(npm|node|npx|docker|systemctl|useradd|cp|mkdir|nginx|caddy|curl|pg_dump|pg_restore) \S/.test(
          span,
        ),
      );
    const blocked = commands.map((c) => c.command);
    expect(inline.filter((span) => !blocked.some((c) => c.startsWith(span)))).toEqual([]);
  });

  it('reads a command as held only when the file has it', () => {
    expect(holds("spawn(NGINX, ['-t', '-q'])", 'nginx -t')).toBe(false);
    expect(holds("const NGINX = '/usr/sbin/nginx'; run(NGINX, ['-t'])", 'nginx -t')).toBe(true);
    expect(holds("'node dist/server/main.js'", 'DATA_DIR=/x node dist/server/main.js')).toBe(false);
    expect(
      holds("DATA_DIR: d, 'node dist/server/main.js'", 'DATA_DIR=/x node dist/server/main.js'),
    ).toBe(true);
    expect(holds('RUN npm ci --omit=dev --no-audit', 'npm ci --omit=dev')).toBe(true);
    expect(holds('RUN npm ci --no-audit', 'npm ci --omit=dev')).toBe(false);
  });
});
