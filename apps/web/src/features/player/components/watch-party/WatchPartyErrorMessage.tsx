import { usePartyErrorText } from './hooks/usePartyErrorText.ts';
import { usePlayerState } from '../../player-context.tsx';

/** The party's last error inside the menu, announced when it appears. */
export function WatchPartyErrorMessage({ id }: { id?: string }) {
  const error = usePlayerState((s) => s.watchParty.error);
  const text = usePartyErrorText(error);
  if (text === null) return null;
  return (
    <p
      id={id}
      role="alert"
      data-testid="watch-party-error"
      className="rounded-lg bg-red-500/15 px-3 py-2 text-sm text-red-200"
    >
      {text}
    </p>
  );
}
