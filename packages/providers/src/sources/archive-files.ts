import {
  hlsLevelHeightToQuality,
  type Caption,
  type Qualities,
  type QualityKey,
} from '@screenroom/core';
import { NotFoundError, ScrapeFailureError } from '../errors.ts';
import { isJsonObject, jsonObject } from './json-request.ts';
import { UNDETERMINED_LANGUAGE } from './caption-language.ts';
import { iso6391FromCodeOrName } from './caption-language-name.ts';

export type ArchiveFile = {
  name: string;
  format: string;
  size?: number;
  width?: number;
  height?: number;
};

/** The H.264 derivatives ("h.264", "h.264 IA", "h.264 HD") and MPEG-4 files ("512Kb MPEG4"). */
const PLAYABLE_FORMAT = /h\.?264|mpeg-?4/i;
const MP4_NAME = /\.(mp4|m4v)$/i;
const CAPTION_NAME = /\.(srt|vtt)$/i;
const REGION = /^[A-Z]{2}$/;

/** The metadata API answers numbers as strings ("480"), sometimes as numbers, sometimes not at all. */
function numberOf(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined;
}

function readFile(file: unknown): ArchiveFile | null {
  if (!isJsonObject(file) || typeof file.name !== 'string' || file.name === '') return null;
  const entries = {
    size: numberOf(file.size),
    width: numberOf(file.width),
    height: numberOf(file.height),
  };
  const known = Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined));
  return {
    name: file.name,
    format: typeof file.format === 'string' ? file.format : '',
    ...known,
  };
}

/**
 * The item's files. The API answers `{}` for an identifier it does not know, and withholds the
 * files of an item taken down (`is_dark`).
 */
export function readArchiveFiles(body: unknown): ArchiveFile[] {
  const root = jsonObject(body, 'archive metadata');
  if (Object.keys(root).length === 0 || root.is_dark === true) {
    throw new NotFoundError('No such archive item');
  }
  if (root.files === undefined) throw new NotFoundError('The archive item has no files');
  if (!Array.isArray(root.files)) {
    throw new ScrapeFailureError('archive metadata answered files that are not a list');
  }
  return root.files.map(readFile).filter((file): file is ArchiveFile => file !== null);
}

export function archiveDownloadUrl(baseUrl: string, identifier: string, name: string): string {
  // Files in sub-folders keep their slashes; every other character is escaped.
  const path = name.split('/').map(encodeURIComponent).join('/');
  return `${baseUrl}/download/${encodeURIComponent(identifier)}/${path}`;
}

/** Heights outside the named ones stay unknown, as for every other stream. */
function qualityOf(file: ArchiveFile): QualityKey {
  return file.height === undefined ? 'unknown' : hlsLevelHeightToQuality(file.height);
}

function better(a: ArchiveFile, b: ArchiveFile): boolean {
  const height = (a.height ?? 0) - (b.height ?? 0);
  return height !== 0 ? height > 0 : (a.size ?? 0) > (b.size ?? 0);
}

/** One file per quality key, the tallest (then largest) of those that share one. */
export function archiveQualities(
  baseUrl: string,
  identifier: string,
  files: readonly ArchiveFile[],
): Qualities {
  const best = new Map<QualityKey, ArchiveFile>();
  for (const file of files) {
    if (!PLAYABLE_FORMAT.test(file.format) || !MP4_NAME.test(file.name)) continue;
    const key = qualityOf(file);
    const held = best.get(key);
    if (!held || better(file, held)) best.set(key, file);
  }
  const qualities: Qualities = {};
  for (const [key, file] of best) {
    qualities[key] = { type: 'mp4', url: archiveDownloadUrl(baseUrl, identifier, file.name) };
  }
  return qualities;
}

/**
 * The language a subtitle file's name ends with: `film.en.srt`, `film_english.srt`,
 * `film.eng.srt`, `film.pt-BR.srt`; undetermined when the name does not say.
 */
export function captionLanguageFromName(name: string): string {
  const base = (name.split('/').at(-1) ?? name).replace(CAPTION_NAME, '');
  const words = base.split(/[._\-\s]+/).filter((w) => w !== '');
  const last = words.at(-1);
  if (last === undefined) return UNDETERMINED_LANGUAGE;
  // A region ("BR") is read only after the language before it, since it may spell a language too.
  const beforeRegion = REGION.test(last) ? words.at(-2) : undefined;
  const fromRegional = beforeRegion === undefined ? undefined : iso6391FromCodeOrName(beforeRegion);
  return fromRegional ?? iso6391FromCodeOrName(last) ?? UNDETERMINED_LANGUAGE;
}

export function archiveCaptions(
  baseUrl: string,
  identifier: string,
  files: readonly ArchiveFile[],
): Caption[] {
  return files
    .filter((file) => CAPTION_NAME.test(file.name))
    .map((file): Caption => ({
      id: `archive-${identifier}-${file.name}`,
      language: captionLanguageFromName(file.name),
      url: archiveDownloadUrl(baseUrl, identifier, file.name),
      type: file.name.toLowerCase().endsWith('.vtt') ? 'vtt' : 'srt',
      // Read by script from another host: the player may need the proxy for them.
      hasCorsRestrictions: true,
    }));
}
