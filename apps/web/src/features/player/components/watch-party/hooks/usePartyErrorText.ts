import { useTranslation } from 'react-i18next';
import type { WatchPartyError } from '../../../store/watch-party-slice.ts';

// The engine's errors are this namespace's keys; spelled out so the missing-key test sees them all.
const partyErrorText = {
  'watchParty.emptyRoom': 'watchParty.emptyRoom',
  'watchParty.noHost': 'watchParty.noHost',
  'watchParty.invalidRoom': 'watchParty.invalidRoom',
  'watchParty.contentMismatch': 'watchParty.contentMismatch',
  'watchParty.episodeMismatch': 'watchParty.episodeMismatch',
  'watchParty.codeTaken': 'watchParty.codeTaken',
  'watchParty.startFailed': 'watchParty.startFailed',
  'watchParty.joinFailed': 'watchParty.joinFailed',
  'watchParty.notHost': 'watchParty.notHost',
} as const satisfies Record<WatchPartyError, string>;

/** The sentence that tells the viewer what went wrong with the party, or null when nothing did. */
export function usePartyErrorText(error: WatchPartyError | null): string | null {
  const { t } = useTranslation('player');
  return error === null ? null : t(partyErrorText[error]);
}
