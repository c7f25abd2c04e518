import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WatchPartyErrorMessage } from './WatchPartyErrorMessage.tsx';
import { WatchPartyJoinForm } from './WatchPartyJoinForm.tsx';
import { Button } from '../../../../shared/ui/Button.tsx';
import { usePlayer } from '../../player-context.tsx';

/** No party yet: host one for what is on screen, or join one by its code. */
export function WatchPartyStartView({
  joinCode,
  onJoinCodeChange,
}: {
  joinCode: string;
  onJoinCodeChange: (code: string) => void;
}) {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const errorId = useId();
  return (
    <div className="flex flex-col gap-4 px-1">
      <p className="text-sm text-text-dim">{t('watchParty.intro')}</p>
      <WatchPartyErrorMessage id={errorId} />
      <Button shape="pill" data-testid="watch-party-host" onClick={() => void player.hostParty()}>
        {t('watchParty.host')}
      </Button>
      <div className="flex items-center gap-3 text-xs text-text-dim" aria-hidden="true">
        <span className="h-px flex-1 bg-white/10" />
        {t('watchParty.or')}
        <span className="h-px flex-1 bg-white/10" />
      </div>
      <WatchPartyJoinForm value={joinCode} onChange={onJoinCodeChange} errorId={errorId} />
    </div>
  );
}
