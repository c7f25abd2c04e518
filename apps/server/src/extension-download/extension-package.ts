import crypto from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { EXTENSION_DOWNLOAD_PATH, type ExtensionInfo } from '@screenroom/core';
import { zipSync, type Zippable } from 'fflate';

/** The folder the zip unpacks to: Load unpacked wants the folder that holds manifest.json. */
export const ZIP_FOLDER = 'screenroom-extension';

export interface ExtensionZip {
  bytes: Uint8Array;
  fileName: string;
  etag: string;
}

interface Built {
  fingerprint: string;
  info: Extract<ExtensionInfo, { available: true }>;
  zip: ExtensionZip;
}

interface ManifestFields {
  version?: unknown;
  content_scripts?: { matches?: unknown }[];
}

/**
 * The extension's build folder offered as a zip. The zip is made when first asked for and kept
 * until the folder changes (a rebuild rewrites every file), so a server started before
 * `npm run build` offers the build once it exists, and each download after the first costs only a
 * directory listing.
 */
export class ExtensionPackage {
  private built: Built | null = null;

  constructor(private readonly dir: string) {}

  async info(): Promise<ExtensionInfo> {
    const built = await this.current();
    return built ? built.info : { available: false };
  }

  /** Null when the extension is not built here. */
  async zip(): Promise<ExtensionZip | null> {
    return (await this.current())?.zip ?? null;
  }

  private async current(): Promise<Built | null> {
    const files = await listFiles(this.dir);
    if (!files.some((file) => file.name === 'manifest.json')) {
      this.built = null;
      return null;
    }
    const fingerprint = files.map((f) => `${f.name}:${f.size}:${f.mtimeMs}`).join('|');
    if (this.built?.fingerprint !== fingerprint) this.built = await this.build(files, fingerprint);
    return this.built;
  }

  private async build(files: FileEntry[], fingerprint: string): Promise<Built> {
    const entries: Zippable = {};
    let manifest: ManifestFields = {};
    for (const file of files) {
      const bytes = await readFile(path.join(this.dir, file.name));
      if (file.name === 'manifest.json') {
        manifest = JSON.parse(Buffer.from(bytes).toString('utf8')) as ManifestFields;
      }
      entries[`${ZIP_FOLDER}/${file.name}`] = [bytes, { mtime: file.mtimeMs }];
    }
    const version = typeof manifest.version === 'string' ? manifest.version : '0';
    const bytes = zipSync(entries, { level: 9 });
    const fileName = `${ZIP_FOLDER}-${version}.zip`;
    const etag = `"${crypto.createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
    return {
      fingerprint,
      info: {
        available: true,
        version,
        origins: manifestOrigins(manifest),
        fileName,
        downloadUrl: EXTENSION_DOWNLOAD_PATH,
      },
      zip: { bytes, fileName, etag },
    };
  }
}

interface FileEntry {
  /** Relative to the build folder, with forward slashes as zips write them. */
  name: string;
  size: number;
  mtimeMs: number;
}

async function listFiles(dir: string): Promise<FileEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir, { recursive: true });
  } catch {
    return [];
  }
  const entries: FileEntry[] = [];
  for (const name of names.sort()) {
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info?.isFile()) {
      entries.push({
        name: name.split(path.sep).join('/'),
        size: info.size,
        mtimeMs: info.mtimeMs,
      });
    }
  }
  return entries;
}

/** The build writes one content script whose match patterns are `{origin}/*`. */
export function manifestOrigins(manifest: ManifestFields): string[] {
  const patterns = (manifest.content_scripts ?? []).flatMap((script) =>
    Array.isArray(script.matches) ? script.matches : [],
  );
  const origins = patterns.flatMap((pattern: unknown) => {
    if (typeof pattern !== 'string') return [];
    try {
      return [new URL(pattern.replace(/\*$/, '')).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}
