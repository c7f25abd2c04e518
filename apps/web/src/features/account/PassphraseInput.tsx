import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PassphraseInputProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  autoFocus?: boolean;
}

/** Hidden by default like a password; the toggle helps check a pasted phrase. */
export function PassphraseInput({
  label,
  placeholder,
  value,
  onChange,
  error,
  autoFocus,
}: PassphraseInputProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-text">
        {label}
      </label>
      <div className="flex items-stretch gap-2">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          autoFocus={autoFocus}
          dir="ltr"
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded-lg border border-white/10 bg-background px-4 py-3 font-mono text-text placeholder:text-text-dim/70 focus:border-accent aria-[invalid=true]:border-red-400"
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('hidePassphrase') : t('showPassphrase')}
          title={visible ? t('hidePassphrase') : t('showPassphrase')}
          aria-controls={id}
          className="flex w-12 shrink-0 items-center justify-center rounded-lg bg-surface-raised text-text transition-colors hover:bg-accent-strong"
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="h-5 w-5"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
