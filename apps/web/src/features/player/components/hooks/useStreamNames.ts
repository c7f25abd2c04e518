import { sortQualities, type QualityKey, type Stream } from '@screenroom/core';
import { useTranslation } from 'react-i18next';

/** How the source menu names a stream and says what it offers. */
export function useStreamNames() {
  const { t } = useTranslation('player');
  return {
    /** "HLS stream" or "MP4 file", numbered when a source offers more than one of a kind. */
    name(streams: readonly Stream[], stream: Stream): string {
      const name = stream.type === 'hls' ? t('sources.streamHls') : t('sources.streamFile');
      const sameKind = streams.filter((s) => s.type === stream.type);
      if (sameKind.length < 2) return name;
      return t('sources.numbered', { name, number: sameKind.indexOf(stream) + 1 });
    },
    /** An HLS stream adapts by itself; a file lists its qualities. */
    detail(stream: Stream): string {
      if (stream.type === 'hls') return t('sources.adaptive');
      const keys = sortQualities(Object.keys(stream.qualities) as QualityKey[]);
      return keys
        .map((key) =>
          key === 'unknown' ? t('settings.unknownQuality') : key === '4k' ? '4K' : `${key}p`,
        )
        .join(' · ');
    },
  };
}
