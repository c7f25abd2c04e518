import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorSummary } from './error-details.ts';
import { Button } from '../ui/Button.tsx';

/** The copy button shows its copied state for 2000 ms. */
export const COPIED_MS = 2000;

/** "type: message", copy and close, and a pointer to the console. */
export function ErrorDetailsCard({
  error,
  stackLines = [],
  onClose,
}: {
  error: unknown;
  stackLines?: string[];
  onClose?: () => void;
}) {
  const { t } = useTranslation('layout');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const summary = errorSummary(error);
  const text = [summary, ...stackLines].join('\n');

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
    } catch (cause) {
      console.error('Could not copy the error details', cause);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }

  return (
    <section
      aria-label={t('errors.details')}
      className="w-full max-w-xl rounded-xl border border-white/10 bg-surface p-4 text-start"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-text">{t('errors.details')}</h2>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            {copied ? t('errors.copied') : t('errors.copy')}
          </Button>
          {onClose && (
            <Button variant="secondary" size="sm" onClick={onClose}>
              {t('errors.close')}
            </Button>
          )}
        </div>
      </div>
      <pre
        dir="ltr"
        className="mt-3 overflow-x-auto whitespace-pre-wrap break-words rounded-lg bg-background p-3 font-mono text-xs text-text-dim"
      >
        {text}
      </pre>
      <p className="mt-2 text-xs text-text-dim">{t('errors.hint')}</p>
    </section>
  );
}
