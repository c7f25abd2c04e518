import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerErrorText } from '../../../../shared/clients/server-error-text.ts';
import {
  searchOnlineSubtitles,
  type OnlineSubtitleQuery,
} from '../../../../shared/clients/subtitles.ts';
import { captionLanguageName } from '../../captions/caption-names.ts';
import {
  filterOnlineSubtitles,
  onlineCaptionId,
  onlineSubtitleQuery,
} from '../../captions/online-subtitle-query.ts';
import { CaptionChoice } from './CaptionChoice.tsx';
import { usePlayer, usePlayerState } from '../../player-context.tsx';

/**
 * Subtitles for this movie or episode from the online provider, most downloaded first; picking
 * one downloads it and turns it on. A box narrows the list by language or release.
 */
export function OnlineSubtitlesMenu() {
  const player = usePlayer();
  const { t, i18n } = useTranslation('player');
  const serverText = useServerErrorText();
  const meta = usePlayerState((s) => s.meta);
  const selectedId = usePlayerState((s) => s.selectedCaption?.id ?? null);
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
  const query: OnlineSubtitleQuery | null = meta ? onlineSubtitleQuery(meta) : null;
  const results = useQuery({
    queryKey: ['online-subtitles', query],
    queryFn: ({ signal }) => searchOnlineSubtitles(query!, signal),
    enabled: query !== null,
    staleTime: Infinity,
    retry: false,
  });
  const shown = useMemo(
    () =>
      filterOnlineSubtitles(results.data ?? [], filter, (language) =>
        captionLanguageName(language, uiLanguage),
      ),
    [results.data, filter, uiLanguage],
  );

  if (results.isPending) {
    return (
      <p role="status" className="px-3 py-2 text-sm text-text-dim">
        {t('captions.searching')}
      </p>
    );
  }
  if (results.isError) {
    return (
      <p role="alert" className="px-3 py-2 text-sm text-red-300">
        {t('captions.onlineError', { message: serverText(results.error) })}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={filterId} className="sr-only">
        {t('captions.onlineFilter')}
      </label>
      <input
        id={filterId}
        type="search"
        value={filter}
        placeholder={t('captions.onlineFilter')}
        onChange={(event) => setFilter(event.target.value)}
        className="mx-1 rounded-lg border border-white/10 bg-background px-3 py-2 text-sm text-text"
      />
      {shown.length === 0 ? (
        <p className="px-3 py-2 text-sm text-text-dim">{t('captions.onlineEmpty')}</p>
      ) : (
        <div role="radiogroup" aria-label={t('captions.online')} className="flex flex-col gap-1">
          {shown.map((subtitle) => (
            <CaptionChoice
              key={subtitle.id}
              id={onlineCaptionId(subtitle.id)}
              label={`${captionLanguageName(subtitle.language, uiLanguage)} · ${subtitle.release}`}
              hint={[
                t('captions.downloads', { count: subtitle.downloads }),
                subtitle.hearingImpaired ? t('captions.hearingImpaired') : '',
              ]
                .filter(Boolean)
                .join(' · ')}
              checked={selectedId === onlineCaptionId(subtitle.id)}
              onSelect={() => void player.chooseOnlineSubtitle(subtitle)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
