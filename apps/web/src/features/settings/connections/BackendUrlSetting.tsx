import { isHttpUrl } from '@screenroom/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../shared/stores/auth.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { UrlField } from '../../../shared/ui/UrlField.tsx';
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
        <UrlField
          className="flex-1"
          size="compact"
          label={t('connections.backend.label')}
          autoComplete="url"
          value={text}
          invalid={message === 'invalid'}
          describedBy={messageId}
          onChange={(event) => {
            setText(event.target.value);
            setMessage(null);
          }}
        />
        <div className="flex gap-2">
          <Button type="submit">{t('connections.backend.save')}</Button>
          {backendUrl ? (
            <Button variant="secondary" onClick={reset}>
              {t('connections.backend.reset')}
            </Button>
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
