export const QUALITY_KEYS = ['4k', '1080', '720', '480', '360', 'unknown'] as const;

export type QualityKey = (typeof QUALITY_KEYS)[number];

export type Caption = {
  id: string;
  language: string;
  url: string;
  type: 'srt' | 'vtt';
  hasCorsRestrictions: boolean;
  opensubtitles?: boolean;
  hls?: boolean;
};

export type StreamFile = { type: 'mp4'; url: string };

export type Qualities = Partial<Record<QualityKey, StreamFile>>;

type StreamCommon = {
  id: string;
  headers?: Record<string, string>;
  preferredHeaders?: Record<string, string>;
  captions: Caption[];
  flags: string[];
};

export type HlsStream = StreamCommon & { type: 'hls'; playlist: string };

export type FileStream = StreamCommon & { type: 'file'; qualities: Qualities };

export type Stream = HlsStream | FileStream;

export function isValidQualityKey(key: unknown): key is QualityKey {
  return typeof key === 'string' && (QUALITY_KEYS as readonly string[]).includes(key);
}
