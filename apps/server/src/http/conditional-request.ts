import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * What a client may hold a copy by. The entity tag is strong: it claims byte-for-byte equality,
 * which a range request's If-Range needs (a weak tag never matches there, so a player resuming
 * a download would refetch the whole file).
 */
export interface Validators {
  etag: string;
  /** Absent when the answer has no single modification time (a playlist signed per session). */
  lastModified?: Date;
}

/** A file's validators from its size and modification time, as nginx does: no read needed. */
export function fileValidators(size: number, modified: Date): Validators {
  return {
    etag: `"${size.toString(16)}-${Math.floor(modified.getTime()).toString(16)}"`,
    lastModified: modified,
  };
}

/** Validators of an answer built in memory: its tag is a digest of the bytes sent. */
export function bodyValidators(body: string | Buffer): Validators {
  const digest = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { etag: `"${digest}"` };
}

/** HTTP dates carry whole seconds, so a file's time is compared at that precision. */
const wholeSeconds = (date: Date) => Math.floor(date.getTime() / 1000) * 1000;

const opaqueTag = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/** The tags of an If-None-Match or If-Range value (a tag may hold a comma only inside quotes). */
function tagsOf(header: string): string[] {
  return header.match(/(?:W\/)?"[^"]*"|\*/g) ?? [];
}

/**
 * Whether a GET or HEAD may be answered 304: If-None-Match when it is sent (weak comparison,
 * as caches revalidate), else If-Modified-Since against the modification time.
 */
export function isNotModified(headers: IncomingHttpHeaders, validators: Validators): boolean {
  const noneMatch = headers['if-none-match'];
  if (noneMatch !== undefined) {
    const ours = opaqueTag(validators.etag);
    return tagsOf(noneMatch).some((tag) => tag === '*' || opaqueTag(tag) === ours);
  }
  const since = headers['if-modified-since'];
  if (since === undefined || validators.lastModified === undefined) return false;
  const sinceTime = Date.parse(since);
  return !Number.isNaN(sinceTime) && wholeSeconds(validators.lastModified) <= sinceTime;
}

/**
 * Whether a Range request may be answered in part: without If-Range always; with it only when
 * the client's copy is this one (a strong tag equal to ours, or exactly our modification date).
 * Otherwise the whole file is sent, so a client never joins pieces of two versions.
 */
export function rangeApplies(headers: IncomingHttpHeaders, validators: Validators): boolean {
  const ifRange = headers['if-range'];
  if (ifRange === undefined) return true;
  // Repeated, it names no one copy: the whole file is the safe answer.
  if (typeof ifRange !== 'string') return false;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) {
    return !value.startsWith('W/') && value === validators.etag;
  }
  const date = Date.parse(value);
  return (
    validators.lastModified !== undefined &&
    !Number.isNaN(date) &&
    wholeSeconds(validators.lastModified) === date
  );
}
