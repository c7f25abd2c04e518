import { useTranslation } from 'react-i18next';
import { usePlayerState } from '../player-context.tsx';

export function MediaTitle() {
  const { t } = useTranslation('player');
  const meta = usePlayerState((s) => s.meta);
  if (!meta) return null;
  return (
    <h1 className="min-w-0 truncate text-base font-semibold text-white sm:text-lg">
      {meta.title}
      {meta.season && meta.episode ? (
        <span className="ms-2 font-normal text-white/70">
          {t('episodeLabel', {
            season: meta.season.number,
            episode: meta.episode.number,
            title: meta.episode.title,
          })}
        </span>
      ) : null}
    </h1>
  );
}
