import fs from 'node:fs/promises';
import path from 'node:path';
import { classifyPath, hlsMasterName, type LibraryEntry } from './media-name.ts';
import { isInside, type MediaRoot } from './media-path.ts';

export interface ScannedFile extends LibraryEntry {
  root: string;
  relativePath: string;
}

/**
 * Walks each media root and classifies what it finds. A folder holding `master.m3u8` is one HLS
 * title: its sidecar files count, its rendition sub-folders are not walked. Symbolic links are
 * followed only while they stay inside the root, and each real folder is walked once.
 */
export async function scanMediaRoots(roots: readonly MediaRoot[]): Promise<ScannedFile[]> {
  const found: ScannedFile[] = [];
  for (const root of roots) {
    let realRoot: string;
    try {
      realRoot = await fs.realpath(root.dir);
    } catch {
      continue;
    }
    await walk(realRoot, [], new Set([realRoot]), (segments) => {
      const entry = classifyPath(segments);
      if (entry) found.push({ ...entry, root: root.name, relativePath: segments.join('/') });
    });
  }
  return found.sort((a, b) =>
    a.root === b.root ? compareText(a.relativePath, b.relativePath) : compareText(a.root, b.root),
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

async function walk(
  realRoot: string,
  segments: string[],
  visited: Set<string>,
  onFile: (segments: string[]) => void,
): Promise<void> {
  const dir = path.join(realRoot, ...segments);
  const names = (await fs.readdir(dir)).sort();
  const isHlsFolder = names.includes(hlsMasterName);
  for (const name of names) {
    if (name.startsWith('.')) continue;
    const target = await realTargetInside(realRoot, path.join(dir, name));
    if (!target) continue;
    if (target.isFile) onFile([...segments, name]);
    else if (!isHlsFolder && !visited.has(target.real)) {
      visited.add(target.real);
      await walk(realRoot, [...segments, name], visited, onFile);
    }
  }
}

async function realTargetInside(
  realRoot: string,
  file: string,
): Promise<{ real: string; isFile: boolean } | undefined> {
  try {
    const real = await fs.realpath(file);
    if (!isInside(realRoot, real)) return undefined;
    const stat = await fs.stat(real);
    if (stat.isFile()) return { real, isFile: true };
    if (stat.isDirectory()) return { real, isFile: false };
    return undefined;
  } catch {
    return undefined;
  }
}
