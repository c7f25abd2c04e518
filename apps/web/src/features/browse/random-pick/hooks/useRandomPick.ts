import {
  randomPickCandidates,
  titleKey,
  viewerVerdict,
  type PlayVerdict,
  RANDOM_PICK_IDLE,
  chooseRandomTitle,
  countdownSecondsLeft,
  mediaPath,
  toggleRandomPick,
  type RandomPick,
} from '@screenroom/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useOnNavigationStart } from '../../../../shared/hooks/useOnNavigationStart.ts';
import { fetchVerdicts } from '../../../../shared/hooks/usePlayVerdicts.ts';
import { playerLinkState } from '../../../../shared/routing/player-return.ts';
import { jellyfinSourceConfig } from '../../../../shared/stores/source-credentials.ts';
import { fetchRandomPickPool, type RandomPickTitle } from '../random-pick-pool.ts';

const POOL_STALE_MS = 60 * 60 * 1000;

/** What the dice are doing besides counting down. */
export type RandomPickStatus = 'ready' | 'choosing' | 'failed' | 'none';

/**
 * The dice: a click chooses a released popular (or library) movie that may play here and counts
 * 5..1, then opens it in the player as `/media/tmdb-movie-{id}-random`; a click during the
 * countdown, the cancel button or Escape stops it.
 */
export function useRandomPick() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [pick, setPick] = useState<RandomPick<RandomPickTitle>>(RANDOM_PICK_IDLE);
  const [status, setStatus] = useState<RandomPickStatus>('ready');
  const [now, setNow] = useState(() => Date.now());
  const attempt = useRef(0);

  const cancel = useCallback(() => {
    attempt.current += 1;
    setPick(RANDOM_PICK_IDLE);
    setStatus('ready');
  }, []);

  const toggle = useCallback(async () => {
    if (pick.phase === 'counting' || status === 'choosing') {
      cancel();
      return;
    }
    const mine = ++attempt.current;
    setStatus('choosing');
    let pool: RandomPickTitle[];
    let verdicts: Record<string, PlayVerdict>;
    try {
      const library = await client.fetchQuery({
        queryKey: ['library-availability', true],
        queryFn: async ({ signal }) => {
          const { fetchLibraryAvailability } =
            await import('../../../../shared/clients/library.ts');
          return fetchLibraryAvailability(signal);
        },
        staleTime: 5000,
      });
      pool = await client.fetchQuery({
        queryKey: ['randomPick', 'pool', language, library.movies.join(',')],
        queryFn: ({ signal }) => fetchRandomPickPool({ language, signal }, library.movies),
        staleTime: POOL_STALE_MS,
      });
      verdicts = await fetchVerdicts(
        client,
        pool.map((title) => ({ type: 'movie' as const, id: title.tmdbId })),
      );
    } catch {
      if (attempt.current === mine) setStatus('failed');
      return;
    }
    if (attempt.current !== mine) return;
    const candidates = randomPickCandidates(pool, (title) =>
      viewerVerdict(verdicts[titleKey('movie', title.tmdbId)], {
        ownServer: jellyfinSourceConfig() !== undefined,
      }),
    );
    const chosen = chooseRandomTitle(candidates, Math.random);
    const started = Date.now();
    setStatus(chosen ? 'ready' : 'none');
    setNow(started);
    setPick((state) => toggleRandomPick(state, chosen, started));
  }, [cancel, client, language, pick.phase, status]);

  const secondsLeft = pick.phase === 'counting' ? countdownSecondsLeft(pick.startedAt, now) : null;

  // One timer to the next whole second of the countdown; at zero the title opens.
  useEffect(() => {
    if (pick.phase !== 'counting' || secondsLeft === null) return;
    if (secondsLeft === 0) {
      setPick(RANDOM_PICK_IDLE);
      void navigate(mediaPath({ type: 'movie', tmdbId: pick.title.tmdbId, title: 'random' }), {
        state: playerLinkState(location),
      });
      return;
    }
    const elapsed = Date.now() - pick.startedAt;
    const wait = 1000 - (elapsed % 1000);
    const timer = window.setTimeout(() => setNow(Date.now()), wait);
    return () => window.clearTimeout(timer);
  }, [pick, secondsLeft, now, navigate, location]);

  // Listening all along, so an Escape pressed as the countdown appears is not missed.
  const counting = useRef(false);
  counting.current = pick.phase === 'counting';
  const busy = useRef(false);
  busy.current = counting.current || status === 'choosing';
  // A navigation the viewer starts meanwhile (a card, a link) wins: the dice must not open their
  // title on top of it while its route is still loading.
  useOnNavigationStart(() => {
    if (busy.current) cancel();
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && counting.current) cancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [cancel]);

  return { pick, status, secondsLeft, toggle, cancel };
}
