import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';

/** The copied state lasts 2 s. */
export const COPY_CONFIRMATION_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

export function PassphraseDisplay({ mnemonic }: { mnemonic: string }) {
  const { t } = useTranslation('account');
  const words = mnemonic.split(' ');
  const [copy, setCopy] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copyWords() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(mnemonic);
      setCopy('copied');
      timer.current = setTimeout(() => setCopy('idle'), COPY_CONFIRMATION_MS);
    } catch {
      setCopy('failed');
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h3 id="passphrase-words" className="text-sm font-semibold text-text">
          {t('passphrase.label')}
        </h3>
        <Button
          variant="secondary"
          shape="pill"
          className="shrink-0 text-sm whitespace-nowrap"
          onClick={() => void copyWords()}
        >
          {copy === 'copied' ? t('passphrase.copied') : t('passphrase.copy')}
        </Button>
      </div>
      <ol
        aria-labelledby="passphrase-words"
        dir="ltr"
        className="grid grid-cols-2 gap-2 rounded-xl border border-white/10 bg-background p-3 sm:grid-cols-3"
      >
        {words.map((word, index) => (
          <li
            key={index}
            className="flex items-baseline gap-2 rounded-lg bg-surface px-3 py-2 font-mono text-sm"
          >
            <span aria-hidden="true" className="w-5 text-end text-xs text-text-dim">
              {index + 1}
            </span>
            <span className="text-text">{word}</span>
          </li>
        ))}
      </ol>
      <p role="status" className="min-h-5 text-sm text-text-dim">
        {copy === 'failed' ? t('passphrase.copyFailed') : ''}
      </p>
    </div>
  );
}
