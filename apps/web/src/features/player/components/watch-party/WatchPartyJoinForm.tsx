import { WATCH_PARTY_CODE_MAX_LENGTH } from '@screenroom/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WatchPartyError } from '../../store/watch-party-slice.ts';
import { codeInputClass } from './code-input-class.ts';
import { Button } from '../../../../shared/ui/Button.tsx';
import { usePlayer, usePlayerState } from '../../player-context.tsx';

/** The errors that say the entered code (or where it leads) is wrong, not that hosting failed. */
const joinErrors: ReadonlySet<WatchPartyError> = new Set<WatchPartyError>([
  'watchParty.emptyRoom',
  'watchParty.noHost',
  'watchParty.invalidRoom',
  'watchParty.contentMismatch',
  'watchParty.episodeMismatch',
  'watchParty.joinFailed',
]);

/**
 * Joining a party from the player by its code: upper-cased as typed, at most 10 characters, sent
 * only when something is left once trimmed. A failed join's message (the element `errorId`) goes
 * as soon as the code is edited.
 */
export function WatchPartyJoinForm({
  value,
  onChange,
  errorId,
}: {
  value: string;
  onChange: (value: string) => void;
  errorId: string;
}) {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const id = useId();
  const error = usePlayerState((s) => s.watchParty.error);
  const codeRejected = error !== null && joinErrors.has(error);
  const empty = value.trim() === '';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty) void player.joinParty(value);
      }}
      className="flex flex-col gap-2"
    >
      <label htmlFor={id} className="text-sm font-medium">
        {t('watchParty.joinLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          data-testid="watch-party-join-code"
          value={value}
          maxLength={WATCH_PARTY_CODE_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('watchParty.codePlaceholder')}
          aria-invalid={codeRejected || undefined}
          aria-describedby={codeRejected ? errorId : undefined}
          onChange={(event) => {
            onChange(event.target.value.toUpperCase());
            if (error !== null) player.clearPartyError();
          }}
          className={codeInputClass}
        />
        <Button variant="subtle" size="sm" type="submit" disabled={empty}>
          {t('watchParty.join')}
        </Button>
      </div>
    </form>
  );
}
