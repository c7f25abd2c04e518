import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The room's code, large enough to read out across a room; longer chosen codes get smaller. */
export function WatchPartyCode({ code }: { code: string }) {
  const { t } = useTranslation('player');
  const id = useId();
  return (
    <div className="flex flex-col items-center gap-1 rounded-xl bg-white/5 px-3 py-3">
      <span id={id} className="text-xs text-text-dim">
        {t('watchParty.codeLabel')}
      </span>
      {/* A code reads left to right in every language. */}
      <p
        aria-labelledby={id}
        data-testid="watch-party-code"
        dir="ltr"
        className={`font-mono font-bold tracking-[0.2em] tabular-nums ${code.length > 6 ? 'text-2xl' : 'text-4xl'}`}
      >
        {code}
      </p>
    </div>
  );
}
