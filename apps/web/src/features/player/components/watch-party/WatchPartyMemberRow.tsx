import { useTranslation } from 'react-i18next';
import type { PartyMember } from '../../store/watch-party-slice.ts';
import { formatTime } from '../../time-format.ts';

/** Members are told apart by the start of their id; eight characters are enough in a party. */
export const SHOWN_ID_LENGTH = 8;

const stateDotClass: Record<PartyMember['state'], string> = {
  playing: 'bg-green-400',
  paused: 'bg-white/60',
  buffering: 'bg-yellow-300 animate-pulse',
  idle: 'bg-white/30',
};

/** One member of the panel: id, host and "you" marks, what its player does and where it stands. */
export function WatchPartyMemberRow({ member }: { member: PartyMember }) {
  const { t } = useTranslation('player');
  return (
    <li
      data-testid="watch-party-member"
      data-self={member.isSelf || undefined}
      className={`flex items-center gap-2 ${member.isSelf ? 'font-semibold' : ''}`}
    >
      <span
        aria-hidden="true"
        className={`h-2 w-2 shrink-0 rounded-full ${stateDotClass[member.state]}`}
      />
      {/* Ids and times read left to right in every language. */}
      <span dir="ltr" className="font-mono">
        {member.userId.slice(0, SHOWN_ID_LENGTH)}
      </span>
      {member.isHost ? (
        <span className="rounded bg-accent px-1 text-[10px] leading-4 font-semibold uppercase">
          {t('watchParty.hostBadge')}
        </span>
      ) : null}
      {member.isSelf ? <span className="text-xs text-white/70">{t('watchParty.you')}</span> : null}
      <span className="ms-auto flex items-center gap-1.5 text-xs whitespace-nowrap text-white/80">
        <span>{t(`watchParty.memberState.${member.state}`)}</span>
        <span dir="ltr" className="tabular-nums">
          {formatTime(member.time)}
        </span>
      </span>
    </li>
  );
}
