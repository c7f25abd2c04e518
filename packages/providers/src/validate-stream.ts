import { isValidQualityKey, type Qualities, type Stream } from '@screenroom/core';

export type Warn = (message: string) => void;

function validQualities(qualities: unknown, streamId: string, warn: Warn): Qualities {
  const kept: Qualities = {};
  if (typeof qualities !== 'object' || qualities === null) return kept;
  for (const [key, file] of Object.entries(qualities as Record<string, unknown>)) {
    if (!isValidQualityKey(key)) {
      warn(`stream ${streamId}: skipped quality '${key}', not a known quality`);
      continue;
    }
    const entry = file as { type?: unknown; url?: unknown } | null;
    if (entry?.type !== 'mp4' || typeof entry.url !== 'string' || entry.url === '') {
      warn(`stream ${streamId}: skipped quality '${key}', only mp4 files with a url are playable`);
      continue;
    }
    kept[key] = { type: 'mp4', url: entry.url };
  }
  return kept;
}

/** The cleaned stream, or null when nothing in it can be played. */
export function validateStream(stream: Stream, warn: Warn): Stream | null {
  const captions = Array.isArray(stream.captions) ? stream.captions : [];
  const flags = Array.isArray(stream.flags) ? stream.flags : [];
  if (stream.type === 'hls') {
    if (typeof stream.playlist !== 'string' || stream.playlist === '') return null;
    return { ...stream, captions, flags };
  }
  if (stream.type === 'file') {
    const qualities = validQualities(stream.qualities, stream.id, warn);
    if (Object.keys(qualities).length === 0) return null;
    return { ...stream, qualities, captions, flags };
  }
  warn(`stream ${String((stream as { id?: unknown }).id)}: skipped, unknown stream type`);
  return null;
}

export function validateStreams(streams: readonly Stream[] | undefined, warn: Warn): Stream[] {
  return (streams ?? [])
    .map((stream) => validateStream(stream, warn))
    .filter((stream): stream is Stream => stream !== null);
}
