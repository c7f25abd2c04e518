import { isHttpUrl } from '@screenroom/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../stores/auth.ts';
import { SettingsCard } from '../SettingsSection.tsx';

/** Pure: the override to store for what was typed; empty means the configured server. */
export function backendOverrideFor(text: string): { ok: true; url: string | null } | { ok: false } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, url: null };
  if (!isHttpUrl(trimmed)) return { ok: false };
  return { ok: true, url: trimmed.replace(/\/+$/, '') };
}

export function BackendUrlSetting() {
  const { t } = useTranslation('settings');
  const backendUrl = useAuthStore((state) => state.backendUrl);
  const setBackendUrl = useAuthStore((state) => state.setBackendUrl);
  const [text, setText] = useState(backendUrl ?? '');
  const [message, setMessage] = useState<'saved' | 'reset' | 'invalid' | null>(null);
  const inputId = useId();
  const messageId = useId();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const result = backendOverrideFor(text);
    if (!result.ok) {
      setMessage('invalid');
      return;
    }
    setBackendUrl(result.url);
    setText(result.url ?? '');
    setMessage(result.url ? 'saved' : 'reset');
  };

  const reset = () => {
    setBackendUrl(null);
    setText('');
    setMessage('reset');
  };

  return (
    <SettingsCard
      title={t('connections.backend.title')}
      description={t('connections.backend.description')}
    >
      <form onSubmit={save} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-text">
            {t('connections.backend.label')}
          </label>
          <input
            id={inputId}
            type="url"
            inputMode="url"
            autoComplete="url"
            dir="ltr"
            value={text}
            placeholder="https://"
            aria-invalid={message === 'invalid'}
            aria-describedby={messageId}
            onChange={(event) => {
              setText(event.target.value);
              setMessage(null);
            }}
            className="w-full rounded-lg border border-white/10 bg-background px-3 py-2 text-text placeholder:text-text-dim/60 aria-[invalid=true]:border-red-400"
          />
        </div>
        <div className="flex gap-2">
          <button
            type="submit"
            className="rounded-lg bg-accent px-4 py-2 font-medium text-white hover:bg-accent-strong"
          >
            {t('connections.backend.save')}
          </button>
          {backendUrl ? (
            <button
              type="button"
              onClick={reset}
              className="rounded-lg bg-surface-raised px-4 py-2 font-medium text-text hover:bg-white/15"
            >
              {t('connections.backend.reset')}
            </button>
          ) : null}
        </div>
      </form>
      <p
        id={messageId}
        role={message === 'invalid' ? 'alert' : 'status'}
        className={`mt-2 min-h-5 text-sm ${message === 'invalid' ? 'text-red-300' : 'text-text-dim'}`}
      >
        {message === 'invalid' ? t('connections.invalidUrl') : null}
        {message === 'saved' ? t('connections.backend.saved') : null}
        {message === 'reset' ? t('connections.backend.resetDone') : null}
      </p>
    </SettingsCard>
  );
}
