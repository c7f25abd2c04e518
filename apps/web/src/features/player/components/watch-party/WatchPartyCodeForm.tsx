import { WATCH_PARTY_CODE_MAX_LENGTH } from '@screenroom/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeInputClass } from './code-input-class.ts';
import { WatchPartyErrorMessage } from './WatchPartyErrorMessage.tsx';
import { Button } from '../../../../shared/ui/Button.tsx';
import { usePlayer, usePlayerState } from '../../player-context.tsx';

/**
 * The host's own choice of code (an easier one to say, say). It is saved only when something is
 * left once trimmed and it differs from the current code; a code another live party holds is
 * refused, and the message goes as soon as the code is edited.
 */
export function WatchPartyCodeForm({ current }: { current: string }) {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const id = useId();
  const [value, setValue] = useState('');
  const [saving, setSaving] = useState(false);
  const error = usePlayerState((s) => s.watchParty.error);
  const code = value.trim().toUpperCase();
  const unchanged = code === '' || code === current;

  const save = async () => {
    if (unchanged || saving) return;
    setSaving(true);
    try {
      await player.changePartyCode(code);
    } finally {
      setSaving(false);
    }
    const party = player.store.getState().watchParty;
    if (party.error === null && party.roomCode === code) setValue('');
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="flex flex-col gap-2 px-1"
    >
      <label htmlFor={id} className="text-sm font-medium">
        {t('watchParty.changeCode')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          data-testid="watch-party-code-input"
          value={value}
          maxLength={WATCH_PARTY_CODE_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          placeholder={current}
          aria-invalid={error !== null || undefined}
          aria-describedby={error !== null ? `${id}-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value.toUpperCase());
            if (error !== null) player.clearPartyError();
          }}
          className={codeInputClass}
        />
        <Button variant="subtle" size="sm" type="submit" disabled={unchanged || saving}>
          {saving ? t('watchParty.saving') : t('watchParty.save')}
        </Button>
      </div>
      <WatchPartyErrorMessage id={`${id}-error`} />
    </form>
  );
}
