import { useTranslation } from 'react-i18next';
import { MenuChevron } from '../MenuChevron.tsx';
import { watchPartyAvailability } from './watch-party-availability.ts';
import { usePlayer, usePlayerState } from '../../player-context.tsx';

/**
 * The main menu's watch party line, with the party's state on its right. It opens the party's
 * page only for a direct file or HLS stream and a server new enough for parties (or while a party
 * runs, so it can be left); otherwise it says why not and stays disabled. A test stream, with no
 * title, has no line.
 */
export function WatchPartyMenuLine() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const availability = usePlayerState(watchPartyAvailability);
  const status = usePlayerState((s) => s.watchParty.status);
  const role = usePlayerState((s) => s.watchParty.role);
  const code = usePlayerState((s) => s.watchParty.roomCode);
  let value: string;
  if (status === 'off') {
    if (availability === 'noTitle') return null;
    value =
      availability === 'ready' ? t('watchParty.line.off') : t(`watchParty.line.${availability}`);
  } else if (status === 'active' && code) {
    value =
      role === 'host'
        ? t('watchParty.line.hosting', { code })
        : t('watchParty.line.joined', { code });
  } else value = t('watchParty.line.connecting');

  const enabled = status !== 'off' || availability === 'ready';

  return (
    <button
      type="button"
      data-testid="watch-party-menu-line"
      aria-disabled={!enabled || undefined}
      onClick={enabled ? () => player.openSettings('/watchparty') : undefined}
      className="flex w-full items-center justify-between gap-3 rounded-lg px-3 py-3 text-start hover:bg-white/10 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent"
    >
      <span className="font-medium">{t('watchParty.title')}</span>
      <span className="flex items-center gap-1 text-end text-sm text-text-dim">
        {value}
        {enabled ? <MenuChevron /> : null}
      </span>
    </button>
  );
}
