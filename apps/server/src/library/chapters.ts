import fs from 'node:fs/promises';

/** One chapter marker of a video file: its title and where it starts. */
export interface Chapter {
  title: string;
  startSeconds: number;
}

/** A box of an MP4 file: its four-letter type and where its content lies in the file. */
interface Box {
  type: string;
  /** First byte after the box header. */
  start: number;
  /** First byte after the box. */
  end: number;
}

/**
 * The boxes we read whole are small in any sane file (a chapter list, one sample table of a
 * text track); anything larger is treated as damage rather than read into memory.
 */
const MAX_BOX_READ = 1024 * 1024;
const MAX_CHAPTERS = 1000;
/** Nero chapter times count in units of 100 ns. */
const CHPL_UNITS_PER_SECOND = 10_000_000;

const utf8 = new TextDecoder('utf-8');
const utf16be = new TextDecoder('utf-16be');
const utf16le = new TextDecoder('utf-16le');

/**
 * Reads the chapter markers of an MP4 (or M4V) file: the Nero `chpl` list that ffmpeg, MP4Box
 * and HandBrake write into moov/udta, or else the QuickTime chapter text track that Apple's
 * tools write. Only box headers and the few small boxes that hold chapters are read, so the
 * file's size does not matter and moov may sit at its start or its end. A damaged, truncated
 * or unreadable file has no chapters; this never throws.
 */
export async function readChapters(filePath: string): Promise<Chapter[]> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(filePath, 'r');
    const reader = new BoxReader(handle);
    const { size } = await handle.stat();
    const moov = (await reader.children(0, size)).find((b) => b.type === 'moov');
    if (!moov) return [];
    const nero = await readNeroChapters(reader, moov);
    return nero.length > 0 ? nero : await readChapterTrack(reader, moov);
  } catch {
    return [];
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

class BoxReader {
  constructor(private readonly handle: fs.FileHandle) {}

  async read(position: number, length: number): Promise<Buffer> {
    if (length > MAX_BOX_READ) throw new Error('box too large to read');
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await this.handle.read(buffer, 0, length, position);
    if (bytesRead < length) throw new Error('file ends inside a box');
    return buffer;
  }

  async content(box: Box): Promise<Buffer> {
    return this.read(box.start, box.end - box.start);
  }

  /** The boxes between `start` and `end`; a box reaching past its parent ends the walk. */
  async children(start: number, end: number): Promise<Box[]> {
    const boxes: Box[] = [];
    let position = start;
    while (position + 8 <= end) {
      const header = await this.read(position, 8);
      let size = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      let headerSize = 8;
      if (size === 1) {
        if (position + 16 > end) break;
        size = Number((await this.read(position + 8, 8)).readBigUInt64BE(0));
        headerSize = 16;
      } else if (size === 0) {
        size = end - position;
      }
      if (size < headerSize || position + size > end) break;
      boxes.push({ type, start: position + headerSize, end: position + size });
      position += size;
    }
    return boxes;
  }

  async child(parent: Box, type: string): Promise<Box | undefined> {
    return (await this.children(parent.start, parent.end)).find((b) => b.type === type);
  }

  /** Follows a path of box types down from `parent`, taking the first of each. */
  async path(parent: Box, types: readonly string[]): Promise<Box | undefined> {
    let box: Box | undefined = parent;
    for (const type of types) {
      if (!box) return undefined;
      box = await this.child(box, type);
    }
    return box;
  }
}

/** moov/udta/chpl: version and flags, 4 more bytes from version 1 on, a count, then entries. */
async function readNeroChapters(reader: BoxReader, moov: Box): Promise<Chapter[]> {
  const chpl = await reader.path(moov, ['udta', 'chpl']);
  if (!chpl) return [];
  const data = await reader.content(chpl);
  if (data.length < 5) return [];
  let offset = data[0] === 0 ? 4 : 8;
  const count = data[offset] ?? 0;
  offset += 1;
  const chapters: Chapter[] = [];
  for (let i = 0; i < count && offset + 9 <= data.length; i++) {
    const start = data.readBigUInt64BE(offset);
    const length = data[offset + 8] ?? 0;
    offset += 9;
    if (offset + length > data.length) break;
    chapters.push({
      title: utf8.decode(data.subarray(offset, offset + length)),
      startSeconds: Number(start) / CHPL_UNITS_PER_SECOND,
    });
    offset += length;
  }
  return chapters;
}

/**
 * The QuickTime way: a track names its chapter track in tref/chap; that text track's samples
 * are the titles, and their times (from the sample table) are the starts.
 */
async function readChapterTrack(reader: BoxReader, moov: Box): Promise<Chapter[]> {
  const tracks = (await reader.children(moov.start, moov.end)).filter((b) => b.type === 'trak');
  const ids = new Map<number, Box>();
  let chapterTrackId: number | undefined;
  for (const trak of tracks) {
    const tkhd = await reader.child(trak, 'tkhd');
    if (tkhd) ids.set(trackIdOf(await reader.content(tkhd)), trak);
    const chap = await reader.path(trak, ['tref', 'chap']);
    if (chap && chapterTrackId === undefined && chap.end - chap.start >= 4) {
      chapterTrackId = (await reader.read(chap.start, 4)).readUInt32BE(0);
    }
  }
  const track = chapterTrackId === undefined ? undefined : ids.get(chapterTrackId);
  if (!track) return [];
  const mdhd = await reader.path(track, ['mdia', 'mdhd']);
  const stbl = await reader.path(track, ['mdia', 'minf', 'stbl']);
  if (!mdhd || !stbl) return [];
  const timescale = timescaleOf(await reader.content(mdhd));
  if (timescale === 0) return [];
  const tables = new Map<string, Buffer>();
  for (const box of await reader.children(stbl.start, stbl.end)) {
    if (['stts', 'stsz', 'stsc', 'stco', 'co64'].includes(box.type)) {
      tables.set(box.type, await reader.content(box));
    }
  }
  const starts = sampleStarts(tables.get('stts'));
  const sizes = sampleSizes(tables.get('stsz'));
  const offsets = sampleOffsets(tables, sizes);
  const chapters: Chapter[] = [];
  const count = Math.min(starts.length, sizes.length, offsets.length, MAX_CHAPTERS);
  for (let i = 0; i < count; i++) {
    const size = sizes[i] ?? 0;
    const sample = size >= 2 ? await reader.read(offsets[i] ?? 0, size) : Buffer.alloc(0);
    chapters.push({ title: sampleText(sample), startSeconds: (starts[i] ?? 0) / timescale });
  }
  return chapters;
}

function trackIdOf(tkhd: Buffer): number {
  return tkhd.readUInt32BE(tkhd[0] === 1 ? 20 : 12);
}

function timescaleOf(mdhd: Buffer): number {
  return mdhd.readUInt32BE(mdhd[0] === 1 ? 20 : 12);
}

/** stts: runs of (sample count, duration); the start of each sample in the track's units. */
function sampleStarts(stts: Buffer | undefined): number[] {
  if (!stts) return [];
  const entries = stts.readUInt32BE(4);
  const starts: number[] = [];
  let time = 0;
  for (let i = 0; i < entries && 16 + i * 8 <= stts.length; i++) {
    const count = stts.readUInt32BE(8 + i * 8);
    const delta = stts.readUInt32BE(12 + i * 8);
    for (let n = 0; n < count && starts.length < MAX_CHAPTERS; n++) {
      starts.push(time);
      time += delta;
    }
  }
  return starts;
}

/** stsz: one size for every sample, or a size per sample. */
function sampleSizes(stsz: Buffer | undefined): number[] {
  if (!stsz) return [];
  const fixed = stsz.readUInt32BE(4);
  const count = Math.min(stsz.readUInt32BE(8), MAX_CHAPTERS);
  if (fixed !== 0) return Array.from({ length: count }, () => fixed);
  const sizes: number[] = [];
  for (let i = 0; i < count && 16 + i * 4 <= stsz.length; i++)
    sizes.push(stsz.readUInt32BE(12 + i * 4));
  return sizes;
}

/** stsc maps samples to chunks, stco/co64 gives each chunk's file offset. */
function sampleOffsets(tables: Map<string, Buffer>, sizes: readonly number[]): number[] {
  const stsc = tables.get('stsc');
  const co64 = tables.get('co64');
  const stco = tables.get('stco');
  const chunkTable = co64 ?? stco;
  if (!stsc || !chunkTable) return [];
  const chunkCount = chunkTable.readUInt32BE(4);
  const chunkOffset = (chunk: number): number | undefined => {
    if (chunk >= chunkCount) return undefined;
    const at = 8 + chunk * (co64 ? 8 : 4);
    if (at + (co64 ? 8 : 4) > chunkTable.length) return undefined;
    return co64 ? Number(chunkTable.readBigUInt64BE(at)) : chunkTable.readUInt32BE(at);
  };
  const runs: { firstChunk: number; perChunk: number }[] = [];
  const entries = stsc.readUInt32BE(4);
  for (let i = 0; i < entries && 20 + i * 12 <= stsc.length; i++) {
    runs.push({
      firstChunk: stsc.readUInt32BE(8 + i * 12) - 1,
      perChunk: stsc.readUInt32BE(12 + i * 12),
    });
  }
  const offsets: number[] = [];
  for (let r = 0; r < runs.length && offsets.length < sizes.length; r++) {
    const run = runs[r]!;
    const lastChunk = (runs[r + 1]?.firstChunk ?? chunkCount) - 1;
    for (let chunk = run.firstChunk; chunk <= lastChunk && offsets.length < sizes.length; chunk++) {
      let position = chunkOffset(chunk);
      if (position === undefined) return offsets;
      for (let n = 0; n < run.perChunk && offsets.length < sizes.length; n++) {
        offsets.push(position);
        position += sizes[offsets.length - 1] ?? 0;
      }
    }
  }
  return offsets;
}

/** A text sample: a 16-bit length, then UTF-8 or (with a byte-order mark) UTF-16 text. */
function sampleText(sample: Buffer): string {
  if (sample.length < 2) return '';
  const length = Math.min(sample.readUInt16BE(0), sample.length - 2);
  const text = sample.subarray(2, 2 + length);
  if (text[0] === 0xfe && text[1] === 0xff) return utf16be.decode(text.subarray(2));
  if (text[0] === 0xff && text[1] === 0xfe) return utf16le.decode(text.subarray(2));
  return utf8.decode(text);
}
