import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { isInside, resolveMediaPath, type MediaRoot } from './media-path.ts';

export interface OpenedMediaFile {
  /** The decoded path asked for, inside its root; its extension decides the content type. */
  relativePath: string;
  absolutePath: string;
  size: number;
  modified: Date;
}

/**
 * Finds a served file from the raw URL path, or undefined when the path is refused or missing.
 * The name check happens on the text; the real path (after symbolic links) must still lie
 * inside the real root, so a link that points out of the folder is refused too.
 */
export async function findMediaFile(
  rawPath: string,
  roots: readonly MediaRoot[],
): Promise<{ refused: true } | { refused: false; file: OpenedMediaFile | undefined }> {
  const answer = resolveMediaPath(rawPath, roots);
  if (!answer.ok) return { refused: true };
  let real: string;
  let realRoot: string;
  try {
    realRoot = await fsp.realpath(path.resolve(answer.root.dir));
    real = await fsp.realpath(answer.absolutePath);
  } catch {
    return { refused: false, file: undefined };
  }
  if (!isInside(realRoot, real)) return { refused: true };
  let stat: fs.Stats;
  try {
    stat = await fsp.stat(real);
  } catch {
    // Removed since its path was resolved (the library follows a folder people change): missing.
    return { refused: false, file: undefined };
  }
  if (!stat.isFile()) return { refused: false, file: undefined };
  return {
    refused: false,
    file: {
      relativePath: answer.relativePath,
      absolutePath: real,
      size: stat.size,
      modified: stat.mtime,
    },
  };
}

export function readMediaFile(file: OpenedMediaFile, start: number, end: number): fs.ReadStream {
  return fs.createReadStream(file.absolutePath, { start, end });
}

/** A small file read whole, such as a playlist to sign. */
export function readWholeMediaFile(file: OpenedMediaFile): Promise<Buffer> {
  return fsp.readFile(file.absolutePath);
}
