// Builds the unpacked extension into dist/ (or `outDir`): esbuild bundles each entry with core,
// and the manifest gets its content-script origins from the environment:
// SCREENROOM_EXTENSION_ORIGINS (comma-separated origins, default http://localhost:8080),
// SCREENROOM_EXTENSION_ALLOWED_HOSTS and SCREENROOM_EXTENSION_ALLOWED_PORTS (private hosts and
// extra ports makeRequest may reach, as the proxy's lists).
import { build } from 'esbuild';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchPattern, parseOrigins } from './src/allowed-origins.ts';
import { extensionConfig } from './src/extension-config.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export const DEFAULT_ORIGINS = 'http://localhost:8080';

export interface ExtensionBuildOptions {
  outDir?: string;
  origins?: string;
  allowedHosts?: string;
  allowedPorts?: string;
}

/** Returns the directory Chromium loads; throws on a setting that does not parse. */
export async function buildExtension(options: ExtensionBuildOptions = {}): Promise<string> {
  const outDir = path.resolve(options.outDir ?? path.join(here, 'dist'));
  const raw = {
    origins: options.origins ?? process.env.SCREENROOM_EXTENSION_ORIGINS ?? DEFAULT_ORIGINS,
    allowedHosts: options.allowedHosts ?? process.env.SCREENROOM_EXTENSION_ALLOWED_HOSTS ?? '',
    allowedPorts: options.allowedPorts ?? process.env.SCREENROOM_EXTENSION_ALLOWED_PORTS ?? '',
  };
  // Fails the build, not the installed extension, on a bad list.
  extensionConfig(raw);
  const origins = parseOrigins(raw.origins);
  if (origins.length === 0) throw new Error('SCREENROOM_EXTENSION_ORIGINS names no origin');

  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await build({
    entryPoints: {
      background: path.join(here, 'src/background.ts'),
      content: path.join(here, 'src/content-relay.ts'),
      options: path.join(here, 'src/options-page.ts'),
    },
    outdir: outDir,
    bundle: true,
    format: 'iife',
    target: 'chrome111',
    minify: false,
    logLevel: 'warning',
    define: { __SCREENROOM_EXTENSION__: JSON.stringify(raw) },
  });
  const manifest = JSON.parse(await readFile(path.join(here, 'manifest.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const pkg = JSON.parse(await readFile(path.join(here, 'package.json'), 'utf8')) as {
    version: string;
  };
  if (pkg.version !== manifest.version) {
    throw new Error(
      `package.json says ${pkg.version} but manifest.json ${String(manifest.version)}`,
    );
  }
  manifest.content_scripts = [
    { matches: origins.map(matchPattern), js: ['content.js'], run_at: 'document_start' },
  ];
  await writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await copyFile(path.join(here, 'static/options.html'), path.join(outDir, 'options.html'));
  return outDir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = await buildExtension();
  console.log(`Built the Screenroom extension into ${path.relative(process.cwd(), outDir)}`);
}
