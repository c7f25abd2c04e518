import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../../shared/i18n/translation-keys.ts';
import { goToEpisode, goToSeason, type GoToProblem } from '../../episodes/go-to-episode.ts';
import { episodesOf } from '../../episodes/show-episodes.ts';
import { seasonQuery, useShowSeasons } from '../../episodes/show-queries.ts';
import { useHostControlsLock } from '../watch-party/hooks/useHostControlsLock.ts';
import { Button } from '../../../../shared/ui/Button.tsx';
import { usePlayer, usePlayerState } from '../../player-context.tsx';

type Problem = GoToProblem | 'loadFailed';

const problemKeys = {
  notNumber: 'episodes.goTo.notNumber',
  noSeason: 'episodes.goTo.noSeason',
  noEpisode: 'episodes.goTo.noEpisode',
  unreleased: 'episodes.goTo.unreleased',
  loadFailed: 'episodes.goTo.loadFailed',
} as const satisfies Record<Problem, TranslationKey<'player'>>;

const inputClass =
  'w-16 rounded-md border border-white/20 bg-black/30 px-2 py-1.5 text-center text-text focus:border-accent-text';

/**
 * Season and episode number, checked before going: whole numbers, a season of the show and an
 * episode of that season (loaded on demand). A request that goes nowhere says why.
 */
export function GoToEpisodeForm({ showTmdbId }: { showTmdbId: string }) {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const id = useId();
  const queryClient = useQueryClient();
  const seasons = useShowSeasons(showTmdbId).data ?? [];
  const playingSeason = usePlayerState((s) => s.meta?.season?.number);
  const [seasonText, setSeasonText] = useState(
    playingSeason === undefined ? '' : String(playingSeason),
  );
  const [episodeText, setEpisodeText] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const lock = useHostControlsLock();
  const seasonCount = seasons.filter((season) => season.number >= 1).length;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (lock.locked) return;
    const season = goToSeason(seasonText, seasons);
    if (!season.ok) return setProblem(season.problem);
    setBusy(true);
    try {
      const details = await queryClient.fetchQuery(seasonQuery(showTmdbId, season.season.number));
      const episode = goToEpisode(season.season, episodeText, episodesOf(details));
      if (!episode.ok) return setProblem(episode.problem);
      setProblem(null);
      player.playEpisode(episode.target);
    } catch {
      setProblem('loadFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void onSubmit(event)}
      className="mt-3 border-t border-white/10 px-1 pt-3"
    >
      <h3 id={`${id}-title`} className="mb-2 text-sm font-semibold">
        {t('episodes.goTo.title')}
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-xs text-text-dim">
          {t('episodes.goTo.season')}
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={seasonCount || undefined}
            value={seasonText}
            onChange={(event) => setSeasonText(event.target.value)}
            aria-invalid={problem === 'noSeason' || undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            className={inputClass}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs text-text-dim">
          {t('episodes.goTo.episode')}
          <input
            type="number"
            inputMode="numeric"
            min={1}
            value={episodeText}
            onChange={(event) => setEpisodeText(event.target.value)}
            aria-invalid={problem === 'noEpisode' || problem === 'unreleased' || undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            className={inputClass}
          />
        </label>
        <Button
          shape="pill"
          className="text-sm aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          type="submit"
          disabled={busy}
          aria-disabled={lock.locked || undefined}
          title={lock.locked ? lock.reason : undefined}
        >
          {t('episodes.goTo.submit')}
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="mt-2 text-sm text-red-300">
          {t(problemKeys[problem])}
        </p>
      ) : null}
    </form>
  );
}
