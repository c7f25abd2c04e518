import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJoinWatchParty, type JoinError, type RoomFetcher } from './hooks/useJoinWatchParty.ts';
import { normalizeRoomCode, ROOM_CODE_MAX_LENGTH } from './watch-party-target.ts';
import { Button } from '../ui/Button.tsx';

// Spelled out so the missing-key test sees every message a failed join can show.
const joinErrorText = {
  'watchParty.emptyRoom': 'watchParty.emptyRoom',
  'watchParty.noHost': 'watchParty.noHost',
  'watchParty.invalidRoom': 'watchParty.invalidRoom',
} as const satisfies Record<JoinError, string>;

export function JoinWatchPartyInput({ fetchRoom }: { fetchRoom?: RoomFetcher }) {
  const { t } = useTranslation('layout');
  const id = useId();
  const [value, setValue] = useState('');
  const { state, join, reset } = useJoinWatchParty(fetchRoom);
  const loading = state.status === 'loading';
  const empty = normalizeRoomCode(value) === null;
  return (
    <form
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        void join(value);
      }}
    >
      <label htmlFor={id} className="text-xs font-medium text-text-dim">
        {t('watchParty.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={value}
          maxLength={ROOM_CODE_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('watchParty.placeholder')}
          aria-invalid={state.status === 'error'}
          aria-describedby={state.status === 'error' ? `${id}-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value.toUpperCase());
            if (state.status === 'error') reset();
          }}
          className="min-w-0 flex-1 rounded-lg border border-white/10 bg-background px-3 py-2 font-mono text-sm uppercase tracking-widest text-text placeholder:font-sans placeholder:normal-case placeholder:tracking-normal placeholder:text-text-dim"
        />
        <Button size="sm" type="submit" disabled={empty || loading}>
          {loading ? t('watchParty.joining') : t('watchParty.join')}
        </Button>
      </div>
      {state.status === 'error' && (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-300">
          {t(joinErrorText[state.error])}
        </p>
      )}
    </form>
  );
}
